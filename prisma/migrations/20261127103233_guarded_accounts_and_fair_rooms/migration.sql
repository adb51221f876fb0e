-- AlterTable
ALTER TABLE "MemberTransfer" ADD COLUMN "memberUserId" TEXT;

-- AlterTable
ALTER TABLE "UserSession" ADD COLUMN "device" TEXT;

-- CreateTable
CREATE TABLE "KnownClient" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "KnownClient_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PostReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "established" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" DATETIME,
    CONSTRAINT "PostReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "VentingPost" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PostReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PostReport" ("createdAt", "id", "note", "postId", "reason", "settledAt", "userId") SELECT "createdAt", "id", "note", "postId", "reason", "settledAt", "userId" FROM "PostReport";
DROP TABLE "PostReport";
ALTER TABLE "new_PostReport" RENAME TO "PostReport";
CREATE INDEX "PostReport_postId_settledAt_idx" ON "PostReport"("postId", "settledAt");
CREATE INDEX "PostReport_userId_idx" ON "PostReport"("userId");
CREATE UNIQUE INDEX "PostReport_postId_userId_key" ON "PostReport"("postId", "userId");
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "passwordHash" TEXT,
    "passwordProven" BOOLEAN NOT NULL DEFAULT false,
    "city" TEXT,
    "cellNumber" TEXT,
    "emailVerified" DATETIME,
    "image" TEXT,
    "ageConsentAt" DATETIME,
    "planReminders" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_User" ("ageConsentAt", "cellNumber", "city", "createdAt", "email", "emailVerified", "id", "image", "name", "passwordHash", "planReminders", "surname") SELECT "ageConsentAt", "cellNumber", "city", "createdAt", "email", "emailVerified", "id", "image", "name", "passwordHash", "planReminders", "surname" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "KnownClient_lastSeenAt_idx" ON "KnownClient"("lastSeenAt");

-- CreateIndex
CREATE UNIQUE INDEX "KnownClient_userId_tokenHash_key" ON "KnownClient"("userId", "tokenHash");


-- Backfill: the member each pending or decided request moves, from the membership it names.
UPDATE "MemberTransfer" SET "memberUserId" = (SELECT "userId" FROM "GroupMembership" WHERE "GroupMembership"."id" = "MemberTransfer"."membershipId") WHERE "membershipId" IS NOT NULL;
