import { randomInt } from "node:crypto";

// Random, not derived from the account: a pseudonym must not let anyone work back to who posted.
const ADJECTIVES = [
  "Quiet", "Brave", "Gentle", "Steady", "Bright", "Calm", "Hopeful", "Kind", "Patient", "Honest",
  "Curious", "Restless", "Silent", "Warm", "Wise", "Bold", "Swift", "Humble", "Sunny", "Tender",
  "Fierce", "Clever", "Lively", "Modest", "Proud", "Serene", "Sincere", "Spirited", "Thoughtful", "Wandering",
];
const NOUNS = [
  "Protea", "Baobab", "Fynbos", "Springbok", "Kudu", "Hornbill", "Sunbird", "Meerkat", "Impala", "Marula",
  "Aloe", "Karoo", "Drakensberg", "Kingfisher", "Fish Eagle", "Oryx", "Yellowwood", "Jacaranda", "Pangolin", "Dassie",
  "Weaver", "Lourie", "Nyala", "Eland", "Bushbuck", "Cycad", "Strelitzia", "Buffalo", "Penguin", "Lion",
];

export function newPseudonym(): string {
  // 30 × 30 × 9000 = 8.1 million names, so a clash (the unique index draws again) stays rare.
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]} ${NOUNS[randomInt(NOUNS.length)]} ${randomInt(1000, 10000)}`;
}
