import { shareLinks, type ShareInput, type ShareNetwork } from '@/lib/share';
import { CopyLinkButton } from './CopyLinkButton';

const networks: { id: ShareNetwork; name: string; path: string }[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    path: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  },
  { id: 'twitter', name: 'X (Twitter)', path: 'M4 4l7 9-7 7h2l6-6 4 6h4l-7-10 6-6h-2l-5 5-4-5z' },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    path: 'M5 9h3v11H5zM6.5 4a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2 3.6 4.6V20h-3v-5.6c0-1.3 0-2.9-1.8-2.9s-2.2 1.4-2.2 2.8V20h-3z',
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    path: 'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm4.9 12.6c-.2.6-1.2 1.2-1.7 1.2-.4.1-1 .1-1.6-.1a12 12 0 01-5.6-4.8c-.4-.6-.9-1.6-.9-2.6s.5-1.6.8-1.8c.2-.2.4-.3.6-.3h.4c.2 0 .3 0 .5.4l.7 1.6c0 .2.1.3 0 .5l-.3.5-.4.4c-.1.1-.2.3-.1.5.2.3.7 1.2 1.5 1.9 1 .9 1.9 1.2 2.2 1.3.3.1.4.1.6-.1l.8-1c.2-.2.3-.2.6-.1l1.5.7c.3.1.4.2.5.3 0 .1 0 .6-.2 1.1z',
  },
  { id: 'email', name: 'Email', path: 'M3 5h18v14H3zM3 6l9 7 9-7' },
];

interface Labels {
  title: string;
  on: (network: string) => string;
  email: string;
  copy: string;
  copied: string;
}

/** Share links for Facebook, X, LinkedIn, WhatsApp and e-mail, and a copy-link button. */
export function ShareBar({ share, labels }: { share: ShareInput; labels: Labels }) {
  const links = shareLinks(share);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm font-semibold text-slate-700">{labels.title}</p>
      <ul className="flex flex-wrap gap-2">
        {networks.map((n) => (
          <li key={n.id}>
            <a
              href={links[n.id]}
              {...(n.id === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              aria-label={n.id === 'email' ? labels.email : labels.on(n.name)}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800"
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill={n.id === 'email' ? 'none' : 'currentColor'}
                stroke={n.id === 'email' ? 'currentColor' : 'none'}
                strokeWidth="2"
                strokeLinejoin="round"
              >
                <path d={n.path} />
              </svg>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={share.url} label={labels.copy} copiedLabel={labels.copied} />
        </li>
      </ul>
    </div>
  );
}
