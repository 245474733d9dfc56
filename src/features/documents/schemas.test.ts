import { describe, expect, it } from 'vitest';
import { uploadDocumentSchema, uploadMessages } from './schemas';

const TODAY = new Date(2026, 10, 23);

describe('uploadDocumentSchema', () => {
  it("accepts a kind of the person's role and an optional expiry from today on", () => {
    const transporter = uploadDocumentSchema('transporter', TODAY);
    expect(transporter.parse({ kind: 'rto_vtv', expiresOn: '' })).toEqual({
      kind: 'rto_vtv',
      expiresOn: null,
    });
    expect(transporter.parse({ kind: 'other', expiresOn: '2026-11-23' }).expiresOn).toBe(
      '2026-11-23',
    );
  });

  it("refuses another role's kind, no kind, and a past expiry, with Spanish messages", () => {
    const shipper = uploadDocumentSchema('shipper', TODAY);
    const messages = (input: { kind: string; expiresOn: string }) =>
      shipper.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ kind: 'driving_licence', expiresOn: '' })).toEqual([uploadMessages.kind]);
    expect(messages({ kind: '', expiresOn: '' })).toEqual([uploadMessages.kind]);
    expect(messages({ kind: 'bylaws', expiresOn: '2026-11-22' })).toEqual([
      uploadMessages.expiryPast,
    ]);
    // 'infinity' sorts after every date as text, and Postgres stores it as a date.
    for (const expiresOn of ['infinity', '2027-02-30', '31/12/2027']) {
      expect(messages({ kind: 'bylaws', expiresOn })).toEqual([uploadMessages.expiryInvalid]);
    }
  });
});
