import { Fragment, type ReactNode } from 'react';
import generated from 'virtual:api-types';
import type { ApiType } from '../../scripts/docs/api-types.ts';

/** What .storybook/api-types-plugin.ts generates: `readApiTypes()` of scripts/docs/api-types.ts. */
const types = generated as Partial<Record<string, ApiType>>;

/** Text of a doc comment with its `code` spans as code. */
function Prose({ text }: { text: string }): ReactNode {
  return text.split(/(`[^`]+`)/u).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={index}>{part.slice(1, -1)}</code> : <Fragment key={index}>{part}</Fragment>,
  );
}

const cell = { padding: '0.4rem 0.6rem', borderBottom: '1px solid #d0d7de', verticalAlign: 'top', textAlign: 'left' } as const;

/**
 * The props or options table of an exported type of the package, generated from its declaration: each property with
 * its type, whether it is required, its default and its doc comment. A name that is not an exported type fails the
 * page (and the site's test), so a renamed type cannot leave a page behind.
 */
export function TypeTable({ of }: { of: string }) {
  const type = types[of];
  if (type === undefined) throw new Error(`TypeTable: the package exports no type named ${of}`);
  const id = `type-${of}`;
  if (type.definition !== null) {
    return (
      <p className="rae-type-table" id={id}>
        <code>{`type ${of} = ${type.definition}`}</code> (<code>{type.entry}</code>){type.description === '' ? null : <>: <Prose text={type.description} /></>}
      </p>
    );
  }
  return (
    <div className="rae-type-table" style={{ overflowX: 'auto', margin: '1rem 0' }}>
      <table id={id} style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
        <caption style={{ textAlign: 'left', padding: '0 0 0.5rem' }}>
          <code>{of}</code> from <code>{type.entry}</code>{type.description === '' ? null : <>: <Prose text={type.description} /></>}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>Name</th>
            <th scope="col" style={cell}>Type</th>
            <th scope="col" style={cell}>Default</th>
            <th scope="col" style={cell}>Description</th>
          </tr>
        </thead>
        <tbody>
          {type.properties.map((property) => (
            <tr key={property.name}>
              <th scope="row" style={cell}>
                <code>{property.name}</code>
                {property.optional ? null : <> (required)</>}
                {property.deprecated ? <> (deprecated)</> : null}
              </th>
              <td style={cell}><code>{property.type}</code></td>
              <td style={cell}>{property.defaultValue === null ? '—' : <Prose text={property.defaultValue} />}</td>
              <td style={cell}><Prose text={property.description} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {type.inherited.length === 0 ? null : (
        <p>
          Also the properties it takes over from the libraries’ own types, not listed here:{' '}
          {type.inherited.map(({ from, count }, index) => <Fragment key={from}>{index === 0 ? '' : ', '}<code>{from}</code> ({count})</Fragment>)}.
        </p>
      )}
    </div>
  );
}
