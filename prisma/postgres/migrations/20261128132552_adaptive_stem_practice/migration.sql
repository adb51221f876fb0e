-- CreateEnum
CREATE TYPE "PracticeTestKind" AS ENUM ('diagnostic', 'mixed');

-- AlterTable
ALTER TABLE "PracticeAttempt" ADD COLUMN     "firstAnswer" TEXT,
ADD COLUMN     "level" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "position" INTEGER,
ADD COLUMN     "testId" TEXT,
ADD COLUMN     "tries" INTEGER NOT NULL DEFAULT 0;

-- DropTable
DROP TABLE "StemSubject";

-- CreateTable
CREATE TABLE "PracticeTest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "PracticeTestKind" NOT NULL,
    "grade" INTEGER NOT NULL,
    "topics" TEXT NOT NULL,
    "endsAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "PracticeTest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StemLearner" (
    "userId" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "dailyGoal" INTEGER NOT NULL DEFAULT 10,
    "reminderHour" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StemLearner_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "PracticeTest_userId_createdAt_idx" ON "PracticeTest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "StemLearner_reminderHour_idx" ON "StemLearner"("reminderHour");

-- CreateIndex
CREATE INDEX "PracticeAttempt_userId_answeredAt_idx" ON "PracticeAttempt"("userId", "answeredAt");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeAttempt_testId_position_key" ON "PracticeAttempt"("testId", "position");

-- AddForeignKey
ALTER TABLE "PracticeAttempt" ADD CONSTRAINT "PracticeAttempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "PracticeTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeTest" ADD CONSTRAINT "PracticeTest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StemLearner" ADD CONSTRAINT "StemLearner_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


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
