-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "StemSubject";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "PracticeTest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "topics" TEXT NOT NULL,
    "endsAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    CONSTRAINT "PracticeTest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StemLearner" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "grade" INTEGER NOT NULL,
    "dailyGoal" INTEGER NOT NULL DEFAULT 10,
    "reminderHour" INTEGER,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "StemLearner_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PracticeAttempt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "topicId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "seed" INTEGER NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "tries" INTEGER NOT NULL DEFAULT 0,
    "firstAnswer" TEXT,
    "answeredAt" DATETIME,
    "answer" TEXT,
    "correct" BOOLEAN,
    "testId" TEXT,
    "position" INTEGER,
    CONSTRAINT "PracticeAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PracticeAttempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "PracticeTest" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PracticeAttempt" ("answer", "answeredAt", "correct", "createdAt", "id", "questionId", "seed", "topicId", "userId") SELECT "answer", "answeredAt", "correct", "createdAt", "id", "questionId", "seed", "topicId", "userId" FROM "PracticeAttempt";
DROP TABLE "PracticeAttempt";
ALTER TABLE "new_PracticeAttempt" RENAME TO "PracticeAttempt";
CREATE INDEX "PracticeAttempt_userId_topicId_answeredAt_idx" ON "PracticeAttempt"("userId", "topicId", "answeredAt");
CREATE INDEX "PracticeAttempt_userId_answeredAt_idx" ON "PracticeAttempt"("userId", "answeredAt");
CREATE UNIQUE INDEX "PracticeAttempt_testId_position_key" ON "PracticeAttempt"("testId", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "PracticeTest_userId_createdAt_idx" ON "PracticeTest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "StemLearner_reminderHour_idx" ON "StemLearner"("reminderHour");


-- The seven first topics became topics by grade (lib/stem/practice/topics/): answered questions move
-- with their templates; questions asked and never answered are dropped, as after a week.
DELETE FROM "PracticeAttempt" WHERE "answeredAt" IS NULL;
UPDATE "PracticeAttempt" SET "tries" = 1;
UPDATE "PracticeAttempt" SET "topicId" = 'maths-10-equations-and-inequalities' WHERE "topicId" = 'algebra-and-equations';
UPDATE "PracticeAttempt" SET "topicId" = 'maths-10-analytical-geometry' WHERE "topicId" = 'functions-and-graphs' AND "questionId" = 'gradient-two-points';
UPDATE "PracticeAttempt" SET "topicId" = 'maths-11-functions' WHERE "topicId" = 'functions-and-graphs';
UPDATE "PracticeAttempt" SET "topicId" = 'maths-10-trigonometry' WHERE "topicId" = 'trigonometry';
UPDATE "PracticeAttempt" SET "topicId" = 'maths-11-probability' WHERE "topicId" = 'probability' AND "questionId" = 'probability-independent';
UPDATE "PracticeAttempt" SET "topicId" = 'maths-10-probability' WHERE "topicId" = 'probability';
UPDATE "PracticeAttempt" SET "topicId" = 'science-11-vectors-in-two-dimensions' WHERE "topicId" = 'vectors-and-motion' AND "questionId" = 'resultant-perpendicular';
UPDATE "PracticeAttempt" SET "topicId" = 'science-10-motion-in-one-dimension' WHERE "topicId" = 'vectors-and-motion';
UPDATE "PracticeAttempt" SET "topicId" = 'science-11-newtons-laws' WHERE "topicId" = 'newtons-laws';
UPDATE "PracticeAttempt" SET "topicId" = 'science-10-quantitative-aspects-of-chemical-change' WHERE "topicId" = 'chemical-change' AND "questionId" = 'moles-from-mass';
UPDATE "PracticeAttempt" SET "topicId" = 'science-11-quantitative-aspects-of-chemical-change' WHERE "topicId" = 'chemical-change';
