// Said by more than one part of the original product's messages, word for word.
export const NETWORK = "Could not connect to the server. Please try again.";
export const httpError = (status: number) => `HTTP error! status: ${status}`;
