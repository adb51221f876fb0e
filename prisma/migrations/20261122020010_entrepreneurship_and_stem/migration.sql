-- CreateTable
CREATE TABLE "LearningModule" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "scope" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "content" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "AssessmentCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "scope" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "prompts" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "AssessmentAnswer" (
    "userId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "categoryId", "step"),
    CONSTRAINT "AssessmentAnswer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AssessmentAnswer_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "AssessmentCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LearnerGroup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "focus" TEXT NOT NULL,
    "memberCount" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "GroupScore" (
    "groupId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "points" INTEGER NOT NULL,

    PRIMARY KEY ("groupId", "scope"),
    CONSTRAINT "GroupScore_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LearnerGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GroupProject" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "groupId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    CONSTRAINT "GroupProject_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LearnerGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MemberTransfer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
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
    CONSTRAINT "MemberTransfer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MemberTransfer_fromGroupId_fkey" FOREIGN KEY ("fromGroupId") REFERENCES "LearnerGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "MemberTransfer_toGroupId_fkey" FOREIGN KEY ("toGroupId") REFERENCES "LearnerGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Certificate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "monthYear" TEXT,
    "link" TEXT,
    "lessons" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Certificate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StemSubject" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "grades" TEXT NOT NULL,
    "topics" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "LearningModule_scope_position_idx" ON "LearningModule"("scope", "position");

-- CreateIndex
CREATE INDEX "AssessmentCategory_scope_position_idx" ON "AssessmentCategory"("scope", "position");

-- CreateIndex
CREATE INDEX "GroupProject_scope_date_idx" ON "GroupProject"("scope", "date");

-- CreateIndex
CREATE UNIQUE INDEX "MemberTransfer_agreementKey_key" ON "MemberTransfer"("agreementKey");

-- CreateIndex
CREATE INDEX "MemberTransfer_userId_createdAt_idx" ON "MemberTransfer"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Certificate_userId_scope_type_idx" ON "Certificate"("userId", "scope", "type");

