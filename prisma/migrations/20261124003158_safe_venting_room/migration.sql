-- CreateTable
CREATE TABLE "StaffRole" (
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "grantedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "role"),
    CONSTRAINT "StaffRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "reason" TEXT,
    "before" TEXT,
    "after" TEXT
);

-- CreateTable
CREATE TABLE "PostReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" DATETIME,
    CONSTRAINT "PostReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "VentingPost" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PostReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PostingSuspension" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "liftedAt" DATETIME,
    CONSTRAINT "PostingSuspension_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_VentingPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "text" TEXT,
    "contentType" TEXT,
    "fileName" TEXT,
    "sizeBytes" INTEGER,
    "storageKey" TEXT,
    "hiddenAt" DATETIME,
    "hiddenBy" TEXT,
    "anonymity" TEXT NOT NULL,
    "pseudonym" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trendingAt" DATETIME,
    CONSTRAINT "VentingPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_VentingPost" ("anonymity", "contentType", "createdAt", "fileName", "id", "mediaType", "pseudonym", "sizeBytes", "storageKey", "topic", "trendingAt", "userId") SELECT "anonymity", "contentType", "createdAt", "fileName", "id", "mediaType", "pseudonym", "sizeBytes", "storageKey", "topic", "trendingAt", "userId" FROM "VentingPost";
DROP TABLE "VentingPost";
ALTER TABLE "new_VentingPost" RENAME TO "VentingPost";
CREATE UNIQUE INDEX "VentingPost_storageKey_key" ON "VentingPost"("storageKey");
CREATE INDEX "VentingPost_hiddenAt_idx" ON "VentingPost"("hiddenAt");
CREATE INDEX "VentingPost_topic_createdAt_idx" ON "VentingPost"("topic", "createdAt");
CREATE INDEX "VentingPost_createdAt_idx" ON "VentingPost"("createdAt");
CREATE INDEX "VentingPost_userId_createdAt_idx" ON "VentingPost"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- CreateIndex
CREATE INDEX "AuditEntry_subjectType_subjectId_idx" ON "AuditEntry"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "PostReport_postId_settledAt_idx" ON "PostReport"("postId", "settledAt");

-- CreateIndex
CREATE INDEX "PostReport_userId_idx" ON "PostReport"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PostReport_postId_userId_key" ON "PostReport"("postId", "userId");

-- CreateIndex
CREATE INDEX "PostingSuspension_userId_endsAt_idx" ON "PostingSuspension"("userId", "endsAt");



-- The audit log is append-only: nobody, the app included, can change or remove an entry.
CREATE TRIGGER "AuditEntry_no_update" BEFORE UPDATE ON "AuditEntry"
BEGIN
    SELECT RAISE(ABORT, 'The audit log is append-only.');
END;

CREATE TRIGGER "AuditEntry_no_delete" BEFORE DELETE ON "AuditEntry"
BEGIN
    SELECT RAISE(ABORT, 'The audit log is append-only.');
END;
