/** Notification settings as stored before issue 9 stay readable; the schema takes the new shape. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  readNotificationSettings,
} from '../../model/company';

describe('notification settings', () => {
  it('reads the pre-issue-9 shape (frequency off, no hour) as digests off, daily at 08:00', () => {
    expect(
      readNotificationSettings({ frequency: 'off', recipientUids: ['u1'], minScore: 80 }),
    ).toEqual({
      enabled: false,
      frequency: 'daily',
      weekday: 1,
      hour: 8,
      recipientUids: ['u1'],
      minScore: 80,
    });
    expect(
      readNotificationSettings({ frequency: 'weekly', recipientUids: [], minScore: 70 }),
    ).toMatchObject({
      enabled: false,
      frequency: 'weekly',
    });
    expect(readNotificationSettings(undefined)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(readNotificationSettings({ enabled: true, hour: 31, weekday: 0 })).toMatchObject({
      enabled: true,
      hour: 8,
      weekday: 1,
    });
  });

  it('validates hour, weekday and frequency with translated messages', () => {
    const valid = { ...DEFAULT_NOTIFICATION_SETTINGS, enabled: true, hour: 23, weekday: 7 };
    expect(notificationSettingsSchema.validateSync(valid)).toMatchObject({ hour: 23, weekday: 7 });
    const errors = (value: object) => {
      try {
        notificationSettingsSchema.validateSync(value, { abortEarly: false });
        return [];
      } catch (e) {
        return (e as { errors: unknown[] }).errors.map((x) => JSON.stringify(x));
      }
    };
    expect(errors({ ...valid, hour: 24 }).join()).toContain('validation.max');
    expect(errors({ ...valid, weekday: 0 }).join()).toContain('validation.min');
    expect(errors({ ...valid, frequency: 'off' }).join()).toContain('validation.oneOf');
  });
});
