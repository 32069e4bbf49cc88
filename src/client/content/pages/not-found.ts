/** The page shown for an address the site does not have. */
export interface NotFoundPageCopy {
  title: string;
  intro: string;
  homeLink: string;
}

export const NOT_FOUND_PAGE: NotFoundPageCopy = {
  title: 'Page Not Found',
  intro: "Sorry, we couldn't find the page you were looking for.",
  homeLink: 'Go to the home page',
};
