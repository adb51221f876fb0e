// The part of @paystack/inline-js this app uses (the package ships no types).
declare module "@paystack/inline-js" {
  interface TransactionCallbacks {
    onSuccess?: (transaction: { reference: string; status?: string; trxref?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message?: string }) => void;
    onLoad?: (transaction: unknown) => void;
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: TransactionCallbacks): void;
  }
}
