import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from './offline-notice';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what still works while the device has no network, and goes when it is back', () => {
    render(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    goOnline(false);
    expect(status).toHaveTextContent('Sin conexión.');
    expect(status).toHaveTextContent('las posiciones del viaje se guardan');
    goOnline(true);
    expect(status).toBeEmptyDOMElement();
  });
});
