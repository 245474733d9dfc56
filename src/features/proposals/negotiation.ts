/**
 * The negotiation of a proposal: whose move it is, how many counter-offers each side has left,
 * whether it expired ('Vencida'), and how its history reads. Pure functions, tested directly; the
 * database holds the same rules for any client (migration 20261126110000_negotiation.sql).
 */
import type { Enums } from '@/lib/database.types';
import { proposalStatusLabels, type ProposalStatus, type StatusLabel } from './lifecycle';

/** A party to a proposal: the listing's shipper or the transporter who offered. */
export type NegotiationSide = Enums<'negotiation_side'>;

/** Counter-offers each side may make; the transporter's original offer is not one. */
export const MAX_COUNTERS = 5;

/** A price put on the table. */
export interface NegotiationOffer {
  side: NegotiationSide;
  price: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** Where a proposal's negotiation stands; `price` is always the price on the table. */
export interface Negotiation {
  status: ProposalStatus;
  price: number;
  /** Bumped on every write of the terms: accepting or countering names the version seen. */
  version: number;
  /** Who must answer: 'shipper' while the transporter's price waits, 'transporter' after a counter. */
  turn: NegotiationSide;
  shipperCounters: number;
  transporterCounters: number;
  /** ISO timestamp after which a pending proposal can no longer be accepted or countered. */
  validUntil: string;
  /** Every price put on the table, oldest first. */
  history: NegotiationOffer[];
}

/** A pending proposal past its validity: 'Vencida'. */
export function isExpired(
  { status, validUntil }: Pick<Negotiation, 'status' | 'validUntil'>,
  now: Date = new Date(),
): boolean {
  return status === 'pending' && Date.parse(validUntil) <= now.getTime();
}

export function countersLeft(
  negotiation: Pick<Negotiation, 'shipperCounters' | 'transporterCounters'>,
  side: NegotiationSide,
): number {
  const made = side === 'shipper' ? negotiation.shipperCounters : negotiation.transporterCounters;
  return Math.max(MAX_COUNTERS - made, 0);
}

/**
 * The transporter's latest price: the one on the table, unless the shipper's counter is (then the
 * last one the transporter put there).
 */
export function ownPrice(negotiation: Pick<Negotiation, 'price' | 'turn' | 'history'>): number {
  if (negotiation.turn === 'shipper') return negotiation.price;
  const own = negotiation.history.findLast((offer) => offer.side === 'transporter');
  return own?.price ?? negotiation.price;
}

/** What one side may do now. */
export interface NegotiationMoves {
  expired: boolean;
  /** Pending, not expired, and the other side must answer first. */
  waiting: boolean;
  /** Accept the price on the table (the shipper: 'Aceptar'; the transporter: 'Aceptar contraoferta'). */
  accept: boolean;
  /** 'Contraofertar': its turn, and counters left. */
  counter: boolean;
  countersLeft: number;
}

export function movesFor(
  negotiation: Negotiation,
  side: NegotiationSide,
  now: Date = new Date(),
): NegotiationMoves {
  const expired = isExpired(negotiation, now);
  const open = negotiation.status === 'pending' && !expired;
  const ownTurn = open && negotiation.turn === side;
  const left = countersLeft(negotiation, side);
  return {
    expired,
    waiting: open && !ownTurn,
    accept: ownTurn,
    counter: ownTurn && left > 0,
    countersLeft: left,
  };
}

/** 'Vencida' for an expired pending proposal; otherwise the label of its status. */
export function negotiationStatusLabel(
  negotiation: Pick<Negotiation, 'status' | 'validUntil'>,
  now: Date = new Date(),
): StatusLabel {
  return isExpired(negotiation, now)
    ? { label: 'Vencida', tone: 'grey' }
    : proposalStatusLabels[negotiation.status];
}

export type OfferLabel =
  | 'Oferta inicial'
  | 'Contraoferta del dador de carga'
  | 'Contraoferta del transportista'
  | 'Propuesta modificada';

/**
 * What each price of the history was: the first the original offer, a shipper's price a counter,
 * a transporter's price after a shipper's a counter, and after its own an edit (Modificar).
 */
export function describeHistory(
  history: readonly NegotiationOffer[],
): (NegotiationOffer & { label: OfferLabel })[] {
  return history.map((offer, index) => {
    let label: OfferLabel;
    if (index === 0) label = 'Oferta inicial';
    else if (offer.side === 'shipper') label = 'Contraoferta del dador de carga';
    else if (history[index - 1].side === 'shipper') label = 'Contraoferta del transportista';
    else label = 'Propuesta modificada';
    return { ...offer, label };
  });
}
