/** How a form test checks what validation said: which messages show and which do not. */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Each of `shown` is in the form (waiting for the first, as validation runs); none of `absent`. */
export async function expectMessages(shown: readonly string[], absent: readonly string[] = []) {
  expect(await screen.findAllByText(shown[0])).not.toHaveLength(0);
  for (const message of shown) expect(screen.getAllByText(message)).not.toHaveLength(0);
  for (const message of absent) expect(screen.queryByText(message)).not.toBeInTheDocument();
}
