import { linkConfirmationRoute } from '@/components/forms/LinkConfirmationPage';
import { newsletterConfirmationPage } from '@/features/newsletter/confirmation';

// The page a newsletter confirmation link opens.
const route = linkConfirmationRoute(newsletterConfirmationPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
