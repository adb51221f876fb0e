"use client";

import dynamic from "next/dynamic";

/*
 * The dashboard's forms, each in its own chunk. Every view of the dashboard is one page, and a page
 * otherwise ships every client component it might render: this way the arena choice and the
 * Learning tab load none of them, and each tab loads only its own. They still render on the server,
 * so nothing shifts when they arrive.
 */
export const AnswerForm = dynamic(() => import("./answer-form").then((module) => module.AnswerForm));
export const WriteUpForm = dynamic(() => import("./write-up-form").then((module) => module.WriteUpForm));
export const TransferForm = dynamic(() => import("./transfer-form").then((module) => module.TransferForm));
export const AddCertificateButton = dynamic(() =>
  import("./certificate-dialogs").then((module) => module.AddCertificateButton),
);
export const CertificateActions = dynamic(() =>
  import("./certificate-dialogs").then((module) => module.CertificateActions),
);
export const Announcer = dynamic(() => import("@/components/ui/announcer").then((module) => module.Announcer));
