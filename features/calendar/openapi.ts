// What the API description says of the breeder's calendar (app/api/admin/calendar…).

export const CALENDAR_SETTINGS =
  '`{dewormingDays, vaccinationDays, version, feedKeyCreatedAt}`: the care schedules in days ' +
  'from birth (version 0 and the defaults before the first save), and when the feed’s key was ' +
  'made (null: no feed)';

export const CALENDAR_EVENTS =
  '`[{uid, kind, day, start?, end?, range?, title, detail, href}]`: `kind` one of due, ' +
  'deworming, vaccination, litterGoHome, puppyGoHome, video, visit; `day` in the kennel’s ' +
  'zone; `start`/`end` (UTC) for bookings; `range` a due date’s first and last day; `title` ' +
  'and `detail` in the admin’s language; `href` the admin screen';

export const FEED_KEY =
  '`{key, url, webcal, createdAt}`: the key (shown this once), the feed’s https address and ' +
  'the same as `webcal://`';
