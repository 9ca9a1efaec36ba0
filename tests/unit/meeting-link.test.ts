import { describe, expect, it } from 'vitest';
import { bookingSettingsSchema } from '@/features/bookings/schema';

const parse = (meetingUrl: string) => bookingSettingsSchema.safeParse({ meetingUrl });
const stored = (meetingUrl: string) => {
  const result = parse(meetingUrl);
  expect(result.success, meetingUrl).toBe(true);
  return result.data!.meetingUrl;
};
const refused = (meetingUrl: string) => {
  const result = parse(meetingUrl);
  expect(result.success, meetingUrl).toBe(false);
  expect(result.error!.issues.map((issue) => issue.message)).toEqual(['invalidUrl']);
};

describe('the meeting link', () => {
  it('gets the https:// a link copied from the meeting app left out', () => {
    expect(stored('meet.google.com/abc-defg-hij')).toBe('https://meet.google.com/abc-defg-hij');
    expect(stored('  zoom.us/j/123456789?pwd=AbC ')).toBe('https://zoom.us/j/123456789?pwd=AbC');
    expect(stored('MEET.jit.si/Kennel')).toBe('https://meet.jit.si/Kennel');
    expect(stored('meet.jit.si:8443/Kennel')).toBe('https://meet.jit.si:8443/Kennel');
    expect(stored('teams.microsoft.com')).toBe('https://teams.microsoft.com/');
  });

  it('keeps a link that has its scheme, and empty for none', () => {
    expect(stored('https://meet.google.com/abc-defg-hij')).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
    expect(stored('http://meet.example/x')).toBe('http://meet.example/x');
    expect(stored('')).toBe('');
  });

  it('refuses other schemes, line breaks and what is no address', () => {
    refused('javascript:alert(1)');
    refused('mailto:evil@example.com');
    refused('data:text/html,<script>alert(1)</script>');
    refused('ftp://files.example/meet');
    refused('meet.google.com/abc\r\nATTENDEE;CN=x:mailto:evil@example.com');
    refused('meet.google.com/abc def');
    refused('garbage');
    refused('//meet.google.com/abc');
    refused('.google.com/abc');
  });
});
