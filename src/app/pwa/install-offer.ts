/**
 * 'Instalar la app': what this browser offers. Chromium (Android, desktop) fires
 * `beforeinstallprompt` when the app can be installed, and the page keeps the event to show the
 * prompt on a tap; Safari on an iPhone or iPad never does (installing is Compartir → Agregar a
 * inicio there). Once installed, or running as the installed app, nothing is offered.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer =
  { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios' } | { kind: 'none' };

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function onBeforeInstallPrompt(event: Event) {
  // Chromium's own mini-infobar stays away: the page offers installing where the person looks.
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  // Offered again: the app was removed meanwhile.
  installed = false;
  changed();
}

function onInstalled() {
  deferred = null;
  installed = true;
  changed();
}

let listening = false;

/** Starts keeping the browser's offer (once per page; the event can come at any time after load). */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
}

/** An iPhone or iPad in Safari (iPadOS says it is a Mac with a touch screen). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iosDevice =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Chrome, Firefox and Edge on iOS cannot add to the Home Screen from their menus the same way.
  return iosDevice && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

function runningInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  // The event can prompt once: whatever the answer, it is spent.
  deferred = null;
  changed();
  await event.prompt();
  if ((await event.userChoice).outcome === 'accepted') onInstalled();
}

function currentOffer(): InstallOffer {
  if (installed || runningInstalled()) return NONE;
  if (deferred) return promptOffer;
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints) ? IOS : NONE;
}

const NONE: InstallOffer = { kind: 'none' };
const IOS: InstallOffer = { kind: 'ios' };
const promptOffer: InstallOffer = { kind: 'prompt', install };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What to offer now; changes when the browser makes or withdraws its offer. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => NONE);
}
