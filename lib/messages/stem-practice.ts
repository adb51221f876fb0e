export const STEM_PRACTICE_MESSAGES = {
  unknownTopic: "There is no such STEM topic.",
  unknownAttempt: "This practice question was not found. Ask for a new one.",
  answered: "You have answered this question already. Ask for a new one to practise again.",
  unreadable: "Type your answer as a number, for example 3.5 or 3,5 (you may add its unit).",
  noAnswer: "Give your answer first: type it, or choose one.",
  wrongUnit: (unit: string) => `Check the unit: this answer is in ${unit}.`,
  noUnit: "This answer has no unit: type the number alone.",
  choose: "Choose one of the answers.",
  correct: "Correct.",
  wrong: "Not quite. Read the worked solution, then try a new question.",
  tooMany: "You have asked for a lot of questions this hour. Take a short break, then carry on.",
} as const;
