/** The hidden fields React renders for the server-action form containing `containing`. */
export declare function actionFields(html: string, containing: string): Record<string, string>;
