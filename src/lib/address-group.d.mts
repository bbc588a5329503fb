/** What one visitor's attempts are counted under: IPv4 as it is, IPv6 by its /64 network. */
export declare function addressGroup(address: string): string;
