// Email domains that belong to a mail provider rather than to the sender's company. No Node APIs:
// the founder form asks for a company website as soon as such an address is typed.

const providers = new Set([
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "outlook.com", "hotmail.com",
  "live.com", "msn.com", "passport.com", "icloud.com", "me.com", "mac.com", "aol.com", "aim.com", "proton.me",
  "protonmail.com", "protonmail.ch", "pm.me", "gmx.com", "gmx.net", "gmx.de", "gmx.at", "gmx.ch", "mail.com",
  "email.com", "zoho.com", "zohomail.com", "fastmail.com", "fastmail.fm", "hey.com", "tutanota.com",
  "tutanota.de", "tuta.io", "tuta.com", "yandex.com", "yandex.ru", "ya.ru", "mail.ru", "inbox.ru", "list.ru",
  "bk.ru", "rambler.ru", "qq.com", "163.com", "126.com", "yeah.net", "sina.com", "naver.com", "daum.net",
  "hanmail.net", "web.de", "t-online.de", "freenet.de", "posteo.de", "mailbox.org", "libero.it", "virgilio.it",
  "tiscali.it", "orange.fr", "wanadoo.fr", "free.fr", "laposte.net", "sfr.fr", "seznam.cz", "wp.pl", "o2.pl",
  "interia.pl", "onet.pl", "btinternet.com", "sky.com", "virginmedia.com", "ntlworld.com", "talktalk.net",
  "comcast.net", "verizon.net", "att.net", "sbcglobal.net", "bellsouth.net", "cox.net", "charter.net",
  "earthlink.net", "optonline.net", "rediffmail.com", "hushmail.com", "duck.com", "inbox.com", "lycos.com",
  "bigpond.com", "shaw.ca", "rogers.com", "sympatico.ca", "uol.com.br", "bol.com.br", "terra.com.br",
]);

// Providers with a domain per country: yahoo.co.uk, hotmail.fr, outlook.de, live.co.uk, ...
const providerFamilies = /^(yahoo|hotmail|outlook|live|windowslive|gmx|yandex|aol)\.[a-z.]{2,6}$/;

export function isFreeMailDomain(domain: string): boolean {
  const name = domain.toLowerCase();
  return providers.has(name) || providerFamilies.test(name);
}

/** An address at a mail provider ("sam@gmail.com"); false for anything not yet an address. */
export function isFreeMailAddress(email: string): boolean {
  const at = email.trim().lastIndexOf("@");
  return at > 0 && isFreeMailDomain(email.trim().slice(at + 1));
}
