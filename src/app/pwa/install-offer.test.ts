import { act, renderHook } from '@testing-library/react';
import { isIosSafari, listenForInstallOffer, useInstallOffer } from './install-offer';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('is Safari on an iPhone, or on an iPad that says it is a Mac with a touch screen', () => {
    expect(isIosSafari(SAFARI_IPHONE, 5)).toBe(true);
    expect(isIosSafari(SAFARI_IPAD, 5)).toBe(true);
  });

  it('is not Chrome on an iPhone, a real Mac, nor Android', () => {
    expect(isIosSafari(CHROME_IPHONE, 5)).toBe(false);
    expect(isIosSafari(SAFARI_IPAD, 0)).toBe(false);
    expect(isIosSafari(CHROME_ANDROID, 5)).toBe(false);
  });
});

/** Chromium's beforeinstallprompt, with the person's answer. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('useInstallOffer', () => {
  it("keeps the browser's offer, prompts once on install, and offers nothing once installed", async () => {
    listenForInstallOffer();
    const { result } = renderHook(() => useInstallOffer());
    expect(result.current.kind).toBe('none');

    const dismissed = installPromptEvent('dismissed');
    act(() => {
      window.dispatchEvent(dismissed.event);
    });
    // Chromium's own banner is kept away: the page offers it.
    expect(dismissed.event.defaultPrevented).toBe(true);
    const first = result.current;
    if (first.kind !== 'prompt') throw new Error('sin oferta');
    await act(() => first.install());
    expect(dismissed.prompt).toHaveBeenCalledOnce();
    // Dismissed: the event is spent until the browser offers again.
    expect(result.current.kind).toBe('none');

    const accepted = installPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(accepted.event);
    });
    const second = result.current;
    if (second.kind !== 'prompt') throw new Error('sin oferta');
    await act(() => second.install());
    expect(accepted.prompt).toHaveBeenCalledOnce();
    expect(result.current.kind).toBe('none');

    act(() => {
      window.dispatchEvent(installPromptEvent('accepted').event);
    });
    expect(result.current.kind).toBe('prompt');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.kind).toBe('none');
  });
});
