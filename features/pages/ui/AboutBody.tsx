import familyImage from '@/public/img/about-family.svg';
import { ContentIntro } from './ContentIntro';
import { Line, pageText, type PageBodyProps } from './page-text';

/** The about page: the kennel's story, home and promise. */
export function AboutBody(props: PageBodyProps) {
  const text = pageText(props);
  const promises = text.list('promises');
  return (
    <>
      <ContentIntro text={text} illustration={familyImage} />
      <div className="container pb-5">
        <div className="row g-4">
          {(['story', 'home'] as const).map((topic) => (
            <section key={topic} className="col-md-6">
              <Line as="h2" value={text.line(`${topic}Title`)} className="h3" />
              {text.rich(`${topic}Text`)}
            </section>
          ))}
        </div>
        <section className="info-panel mt-4">
          <Line as="h2" value={text.line('promiseTitle')} className="h3" />
          <ul className="mb-0" lang={promises.lang}>
            {promises.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
