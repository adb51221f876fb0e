-- AlterEnum
ALTER TYPE "EmailTokenPurpose" ADD VALUE 'sign_in';

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'post-hidden';

-- AlterTable
ALTER TABLE "MemberTransfer" ADD COLUMN     "memberUserId" TEXT;

-- AlterTable
ALTER TABLE "PostReport" ADD COLUMN     "established" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "passwordProven" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "UserSession" ADD COLUMN     "device" TEXT;

-- CreateTable
CREATE TABLE "KnownClient" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnownClient_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "KnownClient_lastSeenAt_idx" ON "KnownClient"("lastSeenAt");

-- CreateIndex
CREATE UNIQUE INDEX "KnownClient_userId_tokenHash_key" ON "KnownClient"("userId", "tokenHash");

-- AddForeignKey
ALTER TABLE "KnownClient" ADD CONSTRAINT "KnownClient_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: the member each pending or decided request moves, from the membership it names.
UPDATE "MemberTransfer" SET "memberUserId" = (SELECT "userId" FROM "GroupMembership" WHERE "GroupMembership"."id" = "MemberTransfer"."membershipId") WHERE "membershipId" IS NOT NULL;
