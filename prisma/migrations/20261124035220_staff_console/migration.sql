-- AlterTable
ALTER TABLE "MemberTransfer" ADD COLUMN "decidedAt" DATETIME;
ALTER TABLE "MemberTransfer" ADD COLUMN "decidedById" TEXT;
ALTER TABLE "MemberTransfer" ADD COLUMN "decisionNote" TEXT;

-- CreateTable
CREATE TABLE "ContactReply" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "messageId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ContactReply_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "ContactMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "userId" TEXT,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "dueAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "sentAt" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OutboxMail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AssessmentFeedback" (
    "userId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "feedback" TEXT NOT NULL,
    "authorId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "categoryId", "step"),
    CONSTRAINT "AssessmentFeedback_userId_categoryId_step_fkey" FOREIGN KEY ("userId", "categoryId", "step") REFERENCES "AssessmentAnswer" ("userId", "categoryId", "step") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ContactMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fullName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" DATETIME
);
-- Messages sent before the form asked for an address keep an empty one: they cannot be answered by e-mail.
INSERT INTO "new_ContactMessage" ("createdAt", "email", "fullName", "id", "message", "subject") SELECT "createdAt", '', "fullName", "id", "message", "subject" FROM "ContactMessage";
DROP TABLE "ContactMessage";
ALTER TABLE "new_ContactMessage" RENAME TO "ContactMessage";
CREATE INDEX "ContactMessage_answeredAt_createdAt_idx" ON "ContactMessage"("answeredAt", "createdAt");
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "passwordHash" TEXT,
    "city" TEXT,
    "cellNumber" TEXT,
    "emailVerified" DATETIME,
    "image" TEXT,
    "ageConsentAt" DATETIME,
    "planReminders" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_User" ("ageConsentAt", "cellNumber", "city", "createdAt", "email", "emailVerified", "id", "image", "name", "passwordHash", "surname") SELECT "ageConsentAt", "cellNumber", "city", "createdAt", "email", "emailVerified", "id", "image", "name", "passwordHash", "surname" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ContactReply_token_key" ON "ContactReply"("token");

-- CreateIndex
CREATE INDEX "ContactReply_messageId_createdAt_idx" ON "ContactReply"("messageId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMail_key_key" ON "OutboxMail"("key");

-- CreateIndex
CREATE INDEX "OutboxMail_sentAt_dueAt_idx" ON "OutboxMail"("sentAt", "dueAt");

-- CreateIndex
CREATE INDEX "OutboxMail_userId_createdAt_idx" ON "OutboxMail"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Subscription_endsAt_idx" ON "Subscription"("endsAt");

