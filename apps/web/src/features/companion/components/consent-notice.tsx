import type { ConsentNotice } from '@kurio/shared/parent-consent';
import { List, Text } from '@mantine/core';

/** The plain notice a parent agrees to (docs/product.md §2, decision 146); its version is `notice.version`. */
export function ConsentNoticeText({ notice }: { notice: ConsentNotice }) {
  return (
    <>
      <Text size="sm">Before your child talks with a Kurio character, please read what Kurio keeps:</Text>
      <List size="sm" spacing={4} mt="xs">
        <List.Item>
          <strong>What is kept:</strong> the text of what your child says and what the character answers, with the time,
          and the topics our safety layer flags; for each child you add, a first name or nickname, an age band and what
          you choose to write about them. Never audio: speech becomes text in the browser (which may use its maker's
          speech service) and only the words reach Kurio.
        </List.Item>
        <List.Item>
          <strong>Where it goes:</strong>{' '}
          {notice.aiProvider === null
            ? 'nowhere else: replies are written on this Kurio server.'
            : `each message, with the recent conversation and what you wrote about your child, is sent to ${notice.aiProvider} to write the reply.`}
        </List.Item>
        <List.Item>
          <strong>How long:</strong> 7, 30 or 90 days after a conversation's last message, as you choose on this page
          (30 until you do); a flagged conversation stays until you have opened it. You see every conversation here.
        </List.Item>
        <List.Item>
          <strong>How to delete:</strong> delete one conversation or all history on this page, or withdraw your consent
          below, which deletes every conversation, alert and child profile.
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        Notice version {notice.version}
      </Text>
    </>
  );
}
