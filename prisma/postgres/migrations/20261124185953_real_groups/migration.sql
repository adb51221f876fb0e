-- DropForeignKey
ALTER TABLE "GroupScore" DROP CONSTRAINT "GroupScore_groupId_fkey";

-- AlterTable
ALTER TABLE "AssessmentAnswer" ADD COLUMN     "groupId" TEXT;

-- AlterTable
ALTER TABLE "LearnerGroup" DROP COLUMN "memberCount",
ADD COLUMN     "capacity" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "MemberTransfer" ADD COLUMN     "membershipId" TEXT,
ADD COLUMN     "scope" "Arena" NOT NULL DEFAULT 'local';

-- DropTable
DROP TABLE "GroupScore";

-- CreateTable
CREATE TABLE "GroupMembership" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "scope" "Arena" NOT NULL,
    "groupId" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GroupMembership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectSubmission" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "scope" "Arena" NOT NULL,
    "groupId" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "link" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GroupMembership_groupId_scope_idx" ON "GroupMembership"("groupId", "scope");

-- CreateIndex
CREATE UNIQUE INDEX "GroupMembership_userId_scope_key" ON "GroupMembership"("userId", "scope");

-- CreateIndex
CREATE INDEX "ProjectSubmission_scope_groupId_idx" ON "ProjectSubmission"("scope", "groupId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectSubmission_projectId_userId_key" ON "ProjectSubmission"("projectId", "userId");

-- AddForeignKey
ALTER TABLE "GroupMembership" ADD CONSTRAINT "GroupMembership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupMembership" ADD CONSTRAINT "GroupMembership_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LearnerGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectSubmission" ADD CONSTRAINT "ProjectSubmission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectSubmission" ADD CONSTRAINT "ProjectSubmission_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "LearnerGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

