// Said by more than one part of the spec's catalogue, word for word.
export const NETWORK = "Could not connect to the server. Please try again.";
export const httpError = (status: number) => `HTTP error! status: ${status}`;
