// Every case file, public (fixtures/) and this package's own (../cases/), run through the play engine.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCase } from './case-runner.js';

const here = import.meta.dirname;
const FOLDERS = { fixtures: join(here, 'fixtures'), cases: join(here, '..', 'cases') } as const;

function passes(folder: keyof typeof FOLDERS, file: string): void {
  expect(runCase(join(FOLDERS[folder], file)).failures).toEqual([]);
}

describe('Laws 41–67 — case files (play part)', () => {
  test('41, 44, 77: A board played out legally; tricks and score follow Laws 44 and 77', () => passes('fixtures', 'law44-full-play-no-irregularity.case.yaml'));
  test('49, 50B: A defender\'s accidentally exposed low card is a minor penalty card, an honour a major one', () => passes('fixtures', 'law50b-minor-and-major-penalty-cards.case.yaml'));
  test('54A: After a faced opening lead out of turn the presumed declarer spreads his hand and his partner declares', () => passes('fixtures', 'law54a-declarer-spreads-and-becomes-dummy.case.yaml'));
  test('54B, 53A: A faced opening lead out of turn accepted by declarer; declarer plays second from his own hand', () => passes('fixtures', 'law54b-opening-lead-out-of-turn-accepted.case.yaml'));
  test('54D, 56, 50D2: A rejected opening lead out of turn becomes a major penalty card and declarer gets the lead options', () => passes('fixtures', 'law54d-opening-lead-out-of-turn-rejected.case.yaml'));
  test('61A, 63A1, 64A1: An established revoke won by the offender transfers the revoke trick and one later trick', () => passes('fixtures', 'law64a1-revoke-won-by-offender-two-tricks.case.yaml'));
  test('41A, 41C, 44A: The defender on the presumed declarer\'s left leads; the play period begins and dummy plays next', () => passes('cases', 'law41-opening-lead-faces-dummy.case.yaml'));
  test('44C, 44D, 44E, 44F, 44G: A trick containing a trump is won by the highest trump; the winner leads next', () => passes('cases', 'law44e-highest-trump-wins.case.yaml'));
  test('45C4(b), 47F, 47F2: A designation declarer meant stays played', () => passes('cases', 'law45c4b-change-of-mind-not-allowed.case.yaml'));
  test('45C4(b), 47C: Declarer corrects a slip of the tongue in naming dummy\'s card before playing again', () => passes('cases', 'law45c4b-unintended-designation-corrected.case.yaml'));
  test('45E, 45E1, 50B: A defender\'s second card to a trick in progress, not a lead, is a penalty card', () => passes('cases', 'law45e1-second-card-by-defender-penalty-card.case.yaml'));
  test('45E, 45E2: A second card from dummy to the same trick, not a lead, goes back without rectification', () => passes('cases', 'law45e2-second-card-from-dummy-returned.case.yaml'));
  test('45E, 45E1, 56: A second card the director finds a lead to the next trick is faced as a lead out of turn once the trick is quitted', () => passes('cases', 'law45e1-fifth-card-judged-a-lead.case.yaml'));
  test('45F, 43A1(c), 43B1: Dummy indicates a card: play continues; at the end the director judges damage, then dummy\'s procedural penalty', () => passes('cases', 'law45f-dummy-indicates-card.case.yaml'));
  test('46B1(a), 46B1: Declarer says "high": dummy plays its highest card of the suit led', () => passes('cases', 'law46b1a-high-is-highest-of-suit-led.case.yaml'));
  test('46B1(b), 46B4: Declarer says "win it" when no dummy card is known to win: the instruction is void', () => passes('cases', 'law46b1b-win-with-no-card-known-to-win.case.yaml'));
  test('46B2, 46B: Declarer names only a suit: dummy plays its lowest card of that suit', () => passes('cases', 'law46b2-suit-only-lowest-card.case.yaml'));
  test('46B3(b), 46B3: Declarer names only a rank: dummy plays the card of that rank it may legally play', () => passes('cases', 'law46b3b-rank-only-legal-card.case.yaml'));
  test('46B4: Declarer names a card dummy does not hold: the designation is void', () => passes('cases', 'law46b4-card-not-in-dummy.case.yaml'));
  test('46B5: Declarer says anything: a defender chooses dummy\'s card', () => passes('cases', 'law46b5-anything-defender-chooses.case.yaml'));
  test('47E1: A defender told by an opponent that it was his lead takes the card back without rectification', () => passes('cases', 'law47e1-lead-out-of-turn-after-misinformation.case.yaml'));
  test('48A: A card declarer exposes never becomes a penalty card', () => passes('cases', 'law48a-declarer-exposed-card-no-penalty.case.yaml'));
  test('49, 50B: A low card a defender exposes deliberately is a major penalty card', () => passes('cases', 'law50b-deliberate-low-card-major.case.yaml'));
  test('50C, 61A: A defender with a minor penalty card plays another low card of that suit: a revoke', () => passes('cases', 'law50c-minor-penalty-card-before-other-low-card.case.yaml'));
  test('50D1(a), 50D1(b), 50D2(b), 50A, 50D1: Following suit comes first; the major penalty card is played at the first legal opportunity', () => passes('cases', 'law50d1-major-penalty-card-first-opportunity.case.yaml'));
  test('50D2(a): Declarer requires the lead of the penalty card\'s suit; the card is picked up', () => passes('cases', 'law50d2a-require-suit-of-penalty-card.case.yaml'));
  test('51A, 51B1: A defender with two playable penalty cards plays the one declarer designates', () => passes('cases', 'law51a-declarer-designates-penalty-card.case.yaml'));
  test('51B2(b), 50B, 51B2: Penalty cards in two suits: declarer names the suit he forbids; the other card stays', () => passes('cases', 'law51b2-penalty-cards-in-two-suits.case.yaml'));
  test('52B1(a), 52B1(c), 52B1: Declarer accepts the card played instead of a penalty card; the penalty card remains', () => passes('cases', 'law52b1a-declarer-accepts-other-card.case.yaml'));
  test('52B1(b): Declarer has played from dummy since: the other card must be accepted', () => passes('cases', 'law52b1b-declarer-played-on-must-accept.case.yaml'));
  test('52B2: Declarer rejects the other card: the penalty card is played and the other card is a major penalty card', () => passes('cases', 'law52b2-other-card-rejected-becomes-major.case.yaml'));
  test('53A, 60A, 60A1, 60A2: The player next in rotation plays to a lead out of turn: it is accepted', () => passes('cases', 'law53a-lead-out-of-turn-accepted-by-playing.case.yaml'));
  test('53B, 47F1: The player whose turn it was leads: his lead stands and dummy\'s card goes back', () => passes('cases', 'law53b-correct-lead-after-lead-out-of-turn.case.yaml'));
  test('54C: A presumed declarer who could have seen dummy must accept the opening lead out of turn', () => passes('cases', 'law54c-declarer-could-have-seen-dummy.case.yaml'));
  test('54E, 24: The presumed dummy attempts the opening lead: Law 24 applies and the card goes back', () => passes('cases', 'law54e-declaring-side-attempts-opening-lead.case.yaml'));
  test('55A, 53A: A defender accepts declarer\'s lead from dummy out of turn', () => passes('cases', 'law55a-declarer-lead-out-of-turn-accepted.case.yaml'));
  test('55B1, 55B: Declarer\'s lead when a defender should lead is retracted without further rectification', () => passes('cases', 'law55b1-declarer-lead-out-of-turn-retracted.case.yaml'));
  test('55B2: Declarer led from dummy when his own hand had the lead: he leads from the right hand', () => passes('cases', 'law55b2-lead-from-wrong-hand.case.yaml'));
  test('56B, 50B: A defender\'s lead out of turn rejected by declarer becomes a major penalty card', () => passes('cases', 'law56b-defender-lead-out-of-turn-rejected.case.yaml'));
  test('57A1: A defender plays before his partner: major penalty card, and the partner must play his highest card', () => passes('cases', 'law57a1-premature-play-highest.case.yaml'));
  test('57A2, 50D1(a), 45C5, 50D: Declarer requires the lowest card of the suit led; the premature card is then played', () => passes('cases', 'law57a2-premature-play-lowest.case.yaml'));
  test('57C3, 57C: Declarer plays from his hand before dummy: the legal card stands and is played in turn', () => passes('cases', 'law57c3-declarer-premature-play-stands.case.yaml'));
  test('57D: A defender plays at his right-hand opponent\'s turn: a legal card is held for his turn, an illegal one is a major penalty card', () => passes('cases', 'law57d-defender-plays-at-rho-turn.case.yaml'));
  test('58B2, 50B: A defender shows two cards at once: he names the one he plays, the other is a penalty card', () => passes('cases', 'law58b2-two-cards-visible-defender.case.yaml'));
  test('57A3, 59, 57B: Declarer requires another suit but the partner can follow: following suit comes first', () => passes('cases', 'law59-follow-suit-before-rectification.case.yaml'));
  test('61A, 50D2(a): Leading another suit when declarer required a suit the leader holds is a revoke', () => passes('cases', 'law61a-revoke-against-required-lead.case.yaml'));
  test('62A, 62B1, 62C1, 47B, 62B: A revoke corrected before it is established: the defender\'s card becomes a major penalty card', () => passes('cases', 'law62b1-revoke-corrected-major-penalty-card.case.yaml'));
  test('62C1, 47D: After the revoke is corrected declarer takes back the card he played after it', () => passes('cases', 'law62c1-non-offender-changes-card.case.yaml'));
  test('63A1, 61A, 63A: A revoke is established when the offender\'s partner plays to the next trick', () => passes('cases', 'law63a1-revoke-established-by-partner.case.yaml'));
  test('64A2, 63A1: An established revoke the offender did not win: one trick is transferred', () => passes('cases', 'law64a2-revoke-not-won-one-trick.case.yaml'));
  test('9B1(d), 64A1: The revoker himself points out his established revoke: the transfer to the other side stands', () => passes('cases', 'law9b1d-offender-points-out-own-revoke.case.yaml'));
  test('64B3, 64C1, 64B: Dummy failed to follow suit: the revoke is established but no trick is transferred', () => passes('cases', 'law64b3-dummy-revoke-no-transfer.case.yaml'));
  test('64B4: Attention drawn to a revoke only after the next board was called: no transfer', () => passes('cases', 'law64b4-attention-after-next-board-call.case.yaml'));
  test('64C1, 64A1, 64C: After an established revoke the director judges whether the transfer compensates the damage', () => passes('cases', 'law64c1-director-asked-about-damage.case.yaml'));
  test('64B2, 64C2(a): A repeated revoke in one suit moves no trick; the director judges under 64C2(a)', () => passes('cases', 'law64c2a-repeated-revoke-in-one-suit.case.yaml'));
  test('64B7, 64C2(b): Both sides revoke; no trick moves and the director judges under 64C2(b)', () => passes('cases', 'law64c2b-revokes-by-both-sides.case.yaml'));
  test('65D, 66D: A side that mixed its played cards claims a revoke the director cannot verify: the claim fails', () => passes('cases', 'law65d-disturbed-cards-revoke-claim-fails.case.yaml'));
  test('67A1, 67A: A trick turned with a card missing is completed before both sides play to the next trick', () => passes('cases', 'law67a1-defective-trick-completed.case.yaml'));
  test('67B1, 64A2, 67B1(a): A missing card found after both sides played on is added to the trick and costs one trick', () => passes('cases', 'law67b1-defective-trick-found-later.case.yaml'));

  test('45D1: Dummy places a card declarer did not name; attention in the same trick: it goes back and a defender may change his card', () => passes('cases', 'law45d1-dummy-card-not-named-withdrawn.case.yaml'));
  test('45D2: Dummy placed a card declarer did not name; found after both sides played on: every card stays', () => passes('cases', 'law45d2-dummy-card-too-late.case.yaml'));
  test('47E2(a), 16C: A defender who played after a mistaken explanation takes his card back before anyone plays on', () => passes('cases', 'law47e2a-card-withdrawn-after-mistaken-explanation.case.yaml'));
  test('47E2(b): Too late to take back a card played after a mistaken explanation: the director is asked at the end', () => passes('cases', 'law47e2b-too-late-to-withdraw.case.yaml'));
  test('58A, 57D: The opening leader and his partner lead at the same moment: the proper lead stands', () => passes('cases', 'law58a-simultaneous-leads.case.yaml'));
  test('67A2, 58B1: A second card came out face down with the card led; found at once, it goes back without rectification', () => passes('cases', 'law58b1-hidden-card-restored.case.yaml'));
  test('67B2(a), 67B2(b): A card that went unseen to an earlier trick goes back; a later failure to follow with it is a revoke', () => passes('cases', 'law67b2-surplus-card-found-later.case.yaml'));
  test('55B2, 60B: A defender plays before declarer leads from the right hand: a major penalty card', () => passes('cases', 'law60b-defender-plays-before-correct-lead.case.yaml'));
  test('61B1, 62A, 62B1: Declarer asks a defender who did not follow: the revoke is corrected', () => passes('cases', 'law61b1-declarer-asks-defender.case.yaml'));
  test('43A1(b), 43B1, 90: Dummy draws attention during the play: at the end the director decides his procedural penalty', () => passes('cases', 'law43b1-dummy-procedural-penalty.case.yaml'));
  test('43B2(b): Dummy who had breached 43A2 asks first about declarer\'s revoke: corrected, Law 64 as if established', () => passes('cases', 'law43b2b-dummy-asks-after-breach.case.yaml'));

  test('every case file in the two folders is listed above', () => {
    const files = Object.values(FOLDERS).flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.case.yaml')));
    expect(files.sort()).toEqual(LISTED.slice().sort());
  });
});

const LISTED = [
  'law44-full-play-no-irregularity.case.yaml',
  'law50b-minor-and-major-penalty-cards.case.yaml',
  'law54a-declarer-spreads-and-becomes-dummy.case.yaml',
  'law54b-opening-lead-out-of-turn-accepted.case.yaml',
  'law54d-opening-lead-out-of-turn-rejected.case.yaml',
  'law64a1-revoke-won-by-offender-two-tricks.case.yaml',
  'law41-opening-lead-faces-dummy.case.yaml',
  'law44e-highest-trump-wins.case.yaml',
  'law45c4b-change-of-mind-not-allowed.case.yaml',
  'law45c4b-unintended-designation-corrected.case.yaml',
  'law45e1-second-card-by-defender-penalty-card.case.yaml',
  'law45e2-second-card-from-dummy-returned.case.yaml',
  'law45e1-fifth-card-judged-a-lead.case.yaml',
  'law45f-dummy-indicates-card.case.yaml',
  'law46b1a-high-is-highest-of-suit-led.case.yaml',
  'law46b1b-win-with-no-card-known-to-win.case.yaml',
  'law46b2-suit-only-lowest-card.case.yaml',
  'law46b3b-rank-only-legal-card.case.yaml',
  'law46b4-card-not-in-dummy.case.yaml',
  'law46b5-anything-defender-chooses.case.yaml',
  'law47e1-lead-out-of-turn-after-misinformation.case.yaml',
  'law48a-declarer-exposed-card-no-penalty.case.yaml',
  'law50b-deliberate-low-card-major.case.yaml',
  'law50c-minor-penalty-card-before-other-low-card.case.yaml',
  'law50d1-major-penalty-card-first-opportunity.case.yaml',
  'law50d2a-require-suit-of-penalty-card.case.yaml',
  'law51a-declarer-designates-penalty-card.case.yaml',
  'law51b2-penalty-cards-in-two-suits.case.yaml',
  'law52b1a-declarer-accepts-other-card.case.yaml',
  'law52b1b-declarer-played-on-must-accept.case.yaml',
  'law52b2-other-card-rejected-becomes-major.case.yaml',
  'law53a-lead-out-of-turn-accepted-by-playing.case.yaml',
  'law53b-correct-lead-after-lead-out-of-turn.case.yaml',
  'law54c-declarer-could-have-seen-dummy.case.yaml',
  'law54e-declaring-side-attempts-opening-lead.case.yaml',
  'law55a-declarer-lead-out-of-turn-accepted.case.yaml',
  'law55b1-declarer-lead-out-of-turn-retracted.case.yaml',
  'law55b2-lead-from-wrong-hand.case.yaml',
  'law56b-defender-lead-out-of-turn-rejected.case.yaml',
  'law57a1-premature-play-highest.case.yaml',
  'law57a2-premature-play-lowest.case.yaml',
  'law57c3-declarer-premature-play-stands.case.yaml',
  'law57d-defender-plays-at-rho-turn.case.yaml',
  'law58b2-two-cards-visible-defender.case.yaml',
  'law59-follow-suit-before-rectification.case.yaml',
  'law61a-revoke-against-required-lead.case.yaml',
  'law62b1-revoke-corrected-major-penalty-card.case.yaml',
  'law62c1-non-offender-changes-card.case.yaml',
  'law63a1-revoke-established-by-partner.case.yaml',
  'law64a2-revoke-not-won-one-trick.case.yaml',
  'law9b1d-offender-points-out-own-revoke.case.yaml',
  'law64b3-dummy-revoke-no-transfer.case.yaml',
  'law64b4-attention-after-next-board-call.case.yaml',
  'law64c1-director-asked-about-damage.case.yaml',
  'law64c2a-repeated-revoke-in-one-suit.case.yaml',
  'law64c2b-revokes-by-both-sides.case.yaml',
  'law65d-disturbed-cards-revoke-claim-fails.case.yaml',
  'law67a1-defective-trick-completed.case.yaml',
  'law67b1-defective-trick-found-later.case.yaml',
  'law45d1-dummy-card-not-named-withdrawn.case.yaml',
  'law45d2-dummy-card-too-late.case.yaml',
  'law47e2a-card-withdrawn-after-mistaken-explanation.case.yaml',
  'law47e2b-too-late-to-withdraw.case.yaml',
  'law58a-simultaneous-leads.case.yaml',
  'law58b1-hidden-card-restored.case.yaml',
  'law67b2-surplus-card-found-later.case.yaml',
  'law60b-defender-plays-before-correct-lead.case.yaml',
  'law61b1-declarer-asks-defender.case.yaml',
  'law43b2b-dummy-asks-after-breach.case.yaml',
  'law43b1-dummy-procedural-penalty.case.yaml',
];
