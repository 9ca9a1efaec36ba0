import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsappIcon,
} from '@/components/ui/icons';

/** The icon of each way to reach the kennel: the same in the footer and on the contact page. */
export const ContactIcon = {
  email: MailIcon,
  phone: PhoneIcon,
  whatsapp: WhatsappIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  location: MapPinIcon,
};
