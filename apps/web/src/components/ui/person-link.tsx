import { Link } from 'react-router';
import type { PublicUser } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { personName } from '@/lib/person-name';

/** A person's name, linking to their public profile when the answer names its handle (older ones do not). */
export function PersonLink({ person }: { person: PublicUser }) {
  const name = personName(person);
  if (!person.handle) return <>{name}</>;
  return (
    <Link to={paths.publicProfile.getHref(person.handle)} className="link link-hover">
      {name}
    </Link>
  );
}
