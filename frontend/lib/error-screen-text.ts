/** Texts of the error screen by status (SPEC "Error screen"). Mirrors src/common/filters/error-screen.ts. */
export function errorScreenText(status: number, ownMessage?: string): { title: string; message: string } {
  switch (status) {
    case 404:
      return { title: 'Page Not Found', message: "The page you're looking for doesn't exist." };
    case 500:
      return { title: 'Server Error', message: 'An unexpected server error occurred.' };
    case 403:
      return { title: 'Access Denied', message: "You don't have permission to access this page." };
    default:
      return { title: 'Something went wrong', message: ownMessage || 'An unexpected error occurred.' };
  }
}
