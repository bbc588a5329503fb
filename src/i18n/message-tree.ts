/** A namespace of messages: nested objects whose leaves are ICU strings (or arrays of them). */
export type MessageTree = { [key: string]: MessageValue };
export type MessageValue = string | MessageValue[] | MessageTree;
