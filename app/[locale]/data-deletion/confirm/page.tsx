import { linkConfirmationRoute } from '@/components/forms/LinkConfirmationPage';
import { dataDeletionConfirmationPage } from '@/features/data-deletion/confirmation';

// The page a data-deletion confirmation link opens.
const route = linkConfirmationRoute(dataDeletionConfirmationPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
