import breedImage from '@/public/img/breed-profile.svg';
import { ContentIntro } from './ContentIntro';
import { Line, pageText, type PageBodyProps } from './page-text';

const TOPICS = ['temperament', 'care', 'feeding', 'grooming', 'health'] as const;

/** The breed page: what to know before a French Bulldog moves in, and the breed at a glance. */
export function BreedBody(props: PageBodyProps) {
  const text = pageText(props);
  const facts = text.list('facts');
  return (
    <>
      <ContentIntro text={text} illustration={breedImage} />
      <div className="container pb-5">
        <div className="row g-4">
          <div className="col-lg-8">
            {TOPICS.map((topic) => (
              <section key={topic} className="mb-4">
                <Line as="h2" value={text.line(`${topic}Title`)} className="h3" />
                {text.rich(`${topic}Text`)}
              </section>
            ))}
          </div>
          <aside className="col-lg-4">
            <div className="info-panel">
              <Line as="h2" value={text.line('factsTitle')} className="h4" />
              <ul className="mb-0" lang={facts.lang}>
                {facts.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
