import { z } from 'zod';

/** The age bands a parent chooses from; replies adapt their length and words to the band. */
export const ageBands = ['4-6', '7-9', '10-12'] as const;
export type AgeBand = (typeof ageBands)[number];
export const ageBandLabels: Record<AgeBand, string> = { '4-6': '4–6', '7-9': '7–9', '10-12': '10–12' };

export const childMessages = {
  nameRequired: 'Enter a first name or nickname',
  ageBand: 'Choose an age band: 4–6, 7–9 or 10–12',
  notFound: 'That child profile does not exist or was deleted.',
  chooseChild: 'Choose who is talking first.',
} as const;

/** What the character says when the server will not let the child talk now: kind, and it ends the conversation. */
export const goodbyes = {
  talkTimeUsed: (name: string) =>
    `That's all our talking time for today, ${name}! I loved chatting with you. See you tomorrow!`,
  quietHours: (name: string) => `It's quiet time now, ${name}. Time to rest! Let's talk again later.`,
} as const;
export type GoodbyeCode = keyof typeof goodbyes;

export const childNameMax = 40;

/** A day's talking time a parent may set, in minutes; null is no limit. */
export const dailyMinutesRange = { min: 5, max: 240 } as const;
export const maxQuietPeriods = 3;

export const limitMessages = {
  dailyMinutes: `Daily minutes must be a whole number from ${dailyMinutesRange.min} to ${dailyMinutesRange.max}`,
  time: 'Write times as hours and minutes, like 19:30',
  sameTimes: 'A quiet period must end at a different time than it starts',
  overlap: 'Quiet periods must not overlap',
  tooMany: `At most ${maxQuietPeriods} quiet periods`,
} as const;

const timeOfDay = z.string({ error: limitMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, limitMessages.time);

/** Minutes after midnight of an "HH:MM" time. */
const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A quiet period, from start to end in the child's local time; one ending earlier than it starts runs overnight. */
export const quietPeriodSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((period) => period.start !== period.end, { message: limitMessages.sameTimes, path: ['end'] });
export type QuietPeriod = z.infer<typeof quietPeriodSchema>;

/** The stretches of one day (minutes from midnight, end excluded) a period covers: two when it runs overnight. */
function quietStretches({ start, end }: QuietPeriod): [number, number][] {
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  return from < to
    ? [[from, to]]
    : [
        [from, 24 * 60],
        [0, to],
      ];
}

/** Whether a local time of day ("HH:MM" as minutes) falls in one of the quiet periods. */
export const inQuietHours = (periods: QuietPeriod[], minute: number) =>
  periods.some((period) => quietStretches(period).some(([from, to]) => minute >= from && minute < to));

const overlaps = (periods: QuietPeriod[]) => {
  const stretches = periods.flatMap((period, index) => quietStretches(period).map((s) => ({ index, s })));
  return stretches.some((a) => stretches.some((b) => a.index < b.index && a.s[0] < b.s[1] && b.s[0] < a.s[1]));
};

const optionalText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} must be at most ${max} characters`);

/**
 * What a parent tells the characters about one child. Only the name and age band are needed; the rest is
 * optional and blank stays private.
 */
export const childInputSchema = z.object({
  name: z
    .string({ error: childMessages.nameRequired })
    .trim()
    .min(1, childMessages.nameRequired)
    .max(childNameMax, `A name must be at most ${childNameMax} characters`),
  ageBand: z.enum(ageBands, { error: childMessages.ageBand }),
  interests: optionalText(200, 'Interests'),
  personality: optionalText(200, 'Personality'),
  parentGoal: optionalText(300, 'Your goal'),
  dailyMinutes: z
    .number({ error: limitMessages.dailyMinutes })
    .int(limitMessages.dailyMinutes)
    .min(dailyMinutesRange.min, limitMessages.dailyMinutes)
    .max(dailyMinutesRange.max, limitMessages.dailyMinutes)
    .nullable()
    .default(null),
  quietHours: z
    .array(quietPeriodSchema)
    .max(maxQuietPeriods, limitMessages.tooMany)
    .refine((periods) => !overlaps(periods), limitMessages.overlap)
    .default([]),
});
export type ChildInput = z.input<typeof childInputSchema>;

export const childSchema = childInputSchema.extend({
  id: z.string(),
  /** Talking time used today in the child's time zone, counted by the server. */
  minutesUsedToday: z.number().int(),
});
export type Child = z.infer<typeof childSchema>;

export const childListResponseSchema = z.object({ children: z.array(childSchema) });
export const childResponseSchema = z.object({ child: childSchema });
