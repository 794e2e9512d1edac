/** A card of the site's words drawn with an icon (an offer, a value, a service promise): the icon by name, its title and text. */
export type IconCardText<IconName extends string> = { icon: IconName; title: string; text: string };
