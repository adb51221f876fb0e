export const FACILITATOR_MESSAGES = {
  transferGone: "This transfer request does not exist.",
  decision: "Choose Approve or Refuse.",
  noteRequired: "Write a note to the learner saying why the request is refused.",
  noteTooLong: "Keep the note to 1000 characters or fewer.",
  ownTransfer: "You asked for this move, or it moves you: another facilitator decides it. It is not in your queue.",
  membershipGone: "This member is no longer in the group.",
  removed: "The member is out of the group, and has been told by e-mail.",
  memberGone: "The member is no longer in the group this request moves them from: refuse it instead.",
  noMember:
    "This request was made before learners joined groups, so it names no member to move: refuse it and ask the learner to send a new one.",
  groupFull: (group: string) =>
    `${group} is full in this arena: refuse the request, or approve it once a seat is free.`,
  alreadyDecided: (status: string) =>
    `This request was already ${status}, perhaps by another facilitator: nothing was changed.`,
  approved: "The transfer is approved. The learner sees it on their dashboard and gets an e-mail.",
  refused: "The transfer is refused. The learner sees your note on their dashboard and gets an e-mail.",
  answerGone: "This answer no longer exists.",
  feedbackRequired: "Write your feedback before saving.",
  feedbackTooLong: "Keep the feedback to 2000 characters or fewer.",
  feedbackSaved: "Your feedback is saved. The learner sees it beside their answer.",
} as const;
