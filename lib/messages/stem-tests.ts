export const STEM_TEST_MESSAGES = {
  unknownTest: "This test was not found.",
  unknownQuestion: "This test has no such question.",
  chooseTopics: "Choose at least one topic for the test.",
  count: "Choose from 10 to 20 questions.",
  finished: "This test is finished: its marks are below.",
  answered: "You have answered this question already.",
  tooMany: "You have started a lot of tests this hour. Finish one, or come back a little later.",
} as const;
