// The PZBS documents the regulation's values come from, named once so notes and README cite them alike.

/** Polish translation of the 2017 Laws (PZBS, Warsaw 2017) and the footnotes PZBS added to it. */
export const POLISH_LAWS_2017 = 'Międzynarodowe Prawo Brydżowe 2017 (PZBS translation), PZBS footnotes';

/** The RA's decisions on every law that lets it choose (Law 80A), pzbs.pl article 6868. */
export const PZBS_DECISIONS = 'Decyzje PZBS dotyczące MPB 2017 (pzbs.pl, article 6868)';

/** The union's general competition regulations (2005 edition's table of contents read). */
export const COMPETITION_REGULATIONS = 'Regulamin Zawodów Brydża Sportowego PZBS (2005 edition)';

/** The union's system policy, approved 17 December 2002 and modelled on the WBF and EBL policies. */
export const SYSTEM_POLICY = 'Polityka Systemowa PZBS (in force from 1 January 2003)';

/** The union's alerting rules, listed among the PZBS documents organisers apply. */
export const ALERTING_RULES = 'Zasady Alertowania PZBS';

/** The chief directors' committee's appeals procedure for the Grand Prix finals (pzbs.pl article 5387). */
export const GPP_APPEALS_PROCEDURE = 'Procedura odwoławcza dla finałów GPPP i GPPT, Główna Komisja Sędziowska PZBS, 2018/19';

/** The 2023 Polish Teams Championship (VP) regulations, pzbs.pl article 7872: correction period, 79C2, team size. */
export const MPT_2023 = 'Regulamin Mistrzostw Polski Teamów na VP 2023 (pzbs.pl, article 7872)';

/** A club's regulations applying "all PZBS regulations" with their own changes (rodziewicz-bielewicz.pl). */
export const ORB_CLUB = 'Regulamin Turniejów O.R.B. (a club applying the PZBS regulations)';

/** Event regulations that set procedural penalties of their own (stara.pzbs.pl). */
export const EVENT_PENALTIES = 'information for the 2004 Polish Pairs final (47. MPP) and the 2005 Seniors\' selection (KSS 2005), stara.pzbs.pl';
