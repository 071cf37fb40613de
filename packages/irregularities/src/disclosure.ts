// Laws 40B2(a)(ii), 40B2(a)(iii), 40B2(b)-(c) and 21B1(a): the regulation's disclosure procedures — system cards, alerts
// and announcements. Misinformation includes the failure to alert (or announce) where the regulation requires it, so where
// the regulation prescribes no such procedure an omission cannot be misinformation by itself; where it does, whether
// this call needed one is the director's finding, asked through the misinformation workflow.
import type { AuctionState, SystemCardAccess } from '@bridge-laws/auction';
import { mayConsultSystemCard } from '@bridge-laws/auction';
import type { LawRef, Seat } from '@bridge-laws/cards-and-boards';
import { lawRef } from '@bridge-laws/cards-and-boards';
import type { RegulationSettings } from '@bridge-laws/regulation';
import type { Procedure } from './wrong-cards.js';

/** What the director does about a call that was not alerted (or not announced) under the regulation's alert procedure. */
export function omittedAlertProcedure(settings: Pick<RegulationSettings, 'alerts'>, omitted: 'alert' | 'announcement' = 'alert'): Procedure {
  const a = settings.alerts;
  // Law 40B2(a)(iii): alerting is the regulation's procedure; with none prescribed nothing was required.
  if (!a.regulated || (omitted === 'announcement' && !a.announcements)) {
    return { action: 'continue', laws: [lawRef('40B2(a)(iii)')], note: `the regulation prescribes no ${omitted === 'alert' ? 'alert' : 'announcement'} procedure: the omission is not misinformation in itself; an explanation given when asked is judged as usual` };
  }
  if (!a.missingAlertIsMisinformation) {
    return { action: 'continue', laws: [lawRef('40B2(a)(iii)')], note: `the regulation does not treat an omitted ${omitted} as misinformation: a procedural matter for the director (Law 90)` };
  }
  // Law 21B1(a): a required alert or announcement omitted is misinformation; whether this call required one is asked.
  return { action: 'question', question: 'misinformation', laws: [lawRef('40B2(a)(iii)'), lawRef('21B1(a)')], note: `did the regulation require an ${omitted} of this call? If so its omission is misinformation: rule it in the misinformation workflow` };
}

/**
 * Law 40B2(a)(ii): a partnership without a system card. Where the regulation requires one, the director may give a
 * procedural penalty (Law 90A) and have one filed; where it does not, agreements are disclosed otherwise (40A1(b)).
 */
export function missingSystemCardProcedure(settings: Pick<RegulationSettings, 'systemCardsMandatory'>): Procedure {
  if (!settings.systemCardsMandatory) {
    return { action: 'continue', laws: [lawRef('40B2(a)(ii)')], note: 'the regulation does not require a system card: the partnership discloses its agreements otherwise (Law 40A1(b))' };
  }
  return { action: 'continue', laws: [lawRef('40B2(a)(ii)'), lawRef('90A')], note: 'the regulation requires a system card: have one filed before play goes on; a procedural penalty may be given', proceduralPenalty: 'may' };
}

/**
 * Laws 20G3, 40B2(b), 40B2(c): whether a player may look at a system card now — the Laws' answer (the auction chapter's
 * `mayConsultSystemCard`) unless the regulation allows more: his own description throughout (R13), the opponents' card
 * at any time (R20). Where the regulation has terms of its own for the opponents' card and the Laws would not allow it,
 * whether those terms did is the director's question.
 */
export function systemCardAccess(
  auction: AuctionState,
  seat: Seat,
  card: 'own' | 'opponents',
  settings: Pick<RegulationSettings, 'mayConsultOwnSystem' | 'opponentsCardAccess'>,
  answering = false,
): { readonly access: SystemCardAccess | 'ask-director'; readonly law: LawRef } {
  const lawsDefault = mayConsultSystemCard(auction, seat, card, answering);
  // Law 40B2(b): the regulation may let a player consult his own system description; Law 20G3 otherwise.
  if (card === 'own') return settings.mayConsultOwnSystem ? { access: true, law: lawRef('40B2(b)') } : { access: lawsDefault, law: lawRef('20G3') };
  // Law 40B2(c): the opponents' card, as the regulation says, else the Laws' occasions.
  if (settings.opponentsCardAccess === 'any-time') return { access: true, law: lawRef('40B2(c)') };
  if (settings.opponentsCardAccess === 'as-regulated' && lawsDefault !== true) return { access: 'ask-director', law: lawRef('40B2(c)') };
  return { access: lawsDefault, law: lawRef('40B2(c)') };
}
