import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** The only way components build internal links. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
