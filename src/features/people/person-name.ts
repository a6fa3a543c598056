/** What a person is called on screen: their name, else their address (seen only by them and operators). */
export const personName = (person: { name: string; email: string | null }) => person.name || person.email || 'Someone without a name yet'
