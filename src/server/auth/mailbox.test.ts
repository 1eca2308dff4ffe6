import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    ['a@x.com', 'a@x.com'],
    ['A@X.COM', 'a@x.com'],
    [' a@x.com ', 'a@x.com'],
    ['a+1@x.com', 'a@x.com'],
    ['a+2@x.com', 'a@x.com'],
    ['a+promo+more@x.com', 'a@x.com'],
    ['a.b@x.com', 'a.b@x.com'],
    ['a.b+tag@x.com', 'a.b@x.com'],
    ['J.Doe+news@Gmail.com', 'jdoe@gmail.com'],
    ['j.d.o.e@googlemail.com', 'jdoe@gmail.com'],
    ['jdoe@gmail.com', 'jdoe@gmail.com'],
    ['j.doe@sub.gmail.com', 'j.doe@sub.gmail.com'],
    ['+tag@x.com', '+tag@x.com'],
    ['not-an-address', 'not-an-address'],
  ])('%j is the mailbox %j', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
