-- AlterTable
ALTER TABLE "AssessmentAnswer" ADD COLUMN "groupId" TEXT;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "GroupScore";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "GroupMembership" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "joinedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GroupMembership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GroupMembership_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LearnerGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProjectSubmission" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "link" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProjectSubmission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProjectSubmission_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LearnerGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_LearnerGroup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "focus" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL DEFAULT 30
);
INSERT INTO "new_LearnerGroup" ("focus", "id", "name", "position") SELECT "focus", "id", "name", "position" FROM "LearnerGroup";
DROP TABLE "LearnerGroup";
ALTER TABLE "new_LearnerGroup" RENAME TO "LearnerGroup";
CREATE TABLE "new_MemberTransfer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "scope" TEXT NOT NULL DEFAULT 'local',
    "membershipId" TEXT,
    "fromGroupId" TEXT NOT NULL,
    "toGroupId" TEXT NOT NULL,
    "memberName" TEXT NOT NULL,
    "transferDate" TEXT NOT NULL,
    "agreementKey" TEXT NOT NULL,
    "agreementType" TEXT NOT NULL,
    "agreementName" TEXT NOT NULL,
    "agreementSize" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME,
    "decisionNote" TEXT,
    "decidedById" TEXT,
    CONSTRAINT "MemberTransfer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MemberTransfer_fromGroupId_fkey" FOREIGN KEY ("fromGroupId") REFERENCES "LearnerGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "MemberTransfer_toGroupId_fkey" FOREIGN KEY ("toGroupId") REFERENCES "LearnerGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_MemberTransfer" ("agreementKey", "agreementName", "agreementSize", "agreementType", "createdAt", "decidedAt", "decidedById", "decisionNote", "fromGroupId", "id", "memberName", "status", "toGroupId", "transferDate", "userId") SELECT "agreementKey", "agreementName", "agreementSize", "agreementType", "createdAt", "decidedAt", "decidedById", "decisionNote", "fromGroupId", "id", "memberName", "status", "toGroupId", "transferDate", "userId" FROM "MemberTransfer";
DROP TABLE "MemberTransfer";
ALTER TABLE "new_MemberTransfer" RENAME TO "MemberTransfer";
CREATE UNIQUE INDEX "MemberTransfer_agreementKey_key" ON "MemberTransfer"("agreementKey");
CREATE INDEX "MemberTransfer_userId_createdAt_idx" ON "MemberTransfer"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "GroupMembership_groupId_scope_idx" ON "GroupMembership"("groupId", "scope");

-- CreateIndex
CREATE UNIQUE INDEX "GroupMembership_userId_scope_key" ON "GroupMembership"("userId", "scope");

-- CreateIndex
CREATE INDEX "ProjectSubmission_scope_groupId_idx" ON "ProjectSubmission"("scope", "groupId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectSubmission_projectId_userId_key" ON "ProjectSubmission"("projectId", "userId");

