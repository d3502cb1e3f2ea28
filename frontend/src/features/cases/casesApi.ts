import { createApiThunk } from '../../app/state/createApiThunk';
import type { Case } from '../../lib/types';

/** A case as its buyer, its seller or an admin reads it; anyone else is told it does not exist. */
export const loadCase = createApiThunk('cases/load', async (caseId: number, api) => {
  return await api.get<Case>(`/api/cases/${caseId}`);
});

export interface CaseReply {
  caseId: number;
  body: string;
  /** A photo of the piece, sent with the words as multipart/form-data. */
  photo: File | null;
}

/** A message in the case, with a photo or without; the answer is the whole case. */
export const sendCaseMessage = createApiThunk(
  'cases/sendMessage',
  async ({ caseId, body, photo }: CaseReply, api) => {
    const path = `/api/cases/${caseId}/messages`;
    if (!photo) return await api.post<Case>(path, { body });
    const form = new FormData();
    form.append('body', body);
    form.append('image', photo);
    return await api.upload<Case>(path, form);
  },
);

/** The buyer asks Handmade Market to decide, once the seller's time is up. */
export const escalateCase = createApiThunk('cases/escalate', async (caseId: number, api) => {
  return await api.put<Case>(`/api/cases/${caseId}/escalate`);
});

/** An admin closes the case with a practice refund (0 for none) and why. */
export const resolveCase = createApiThunk(
  'cases/resolve',
  async ({ caseId, refund, note }: { caseId: number; refund: number; note: string }, api) =>
    await api.put<Case>(`/api/admin/cases/${caseId}/resolve`, { refund, note }),
);
