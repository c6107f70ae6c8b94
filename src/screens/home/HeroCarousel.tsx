// The home hero carousel (embla): banner art drawn from data, autoplay every 6 s that pauses on
// hover, on focus and by the pause button, never under reduced motion; arrow keys, previous /
// next buttons and one dot a slide. Slides out of view are inert. The first slide paints from
// the first script; embla (the swipe and scroll engine) loads after it, so it is not in home's
// first script, and it starts on the carousel only when it is first needed: a pointer or focus
// on the carousel, a button, or autoplay's first turn. Its start measures every slide (about
// 70 ms of a slow phone's main thread), which at load was one more long task of home's start.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type RefObject,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Artwork } from '../../components/Artwork/Artwork';
import { fill } from '../../i18n/screenTexts';
import { design } from '../../theme/design';

export const AUTOPLAY_MS = 6000;

/** Autoplay on (the site) or off (stories and their screenshots: a still, chosen slide). */
export const CarouselAutoplay = createContext(true);

export interface HeroSlide {
  id: string;
  title: string;
  subtitle?: string;
  /** In-site address the slide opens. */
  to: string;
  /** A promotion's kind (its route name): the slide draws that kind's motif. */
  promoKind?: string;
}

export interface HeroCarouselTexts {
  heroLabel: string;
  prevSlide: string;
  nextSlide: string;
  slideLabel: string;
  goToSlide: string;
  pauseSlides: string;
  playSlides: string;
}

const Region = styled.section`
  position: relative;
  border-radius: ${design.radius.l};
  overflow: hidden;
  background: ${design.color.surfaceSunken};
  box-shadow: ${design.shadow.card};
  ${design.media.phone} {
    border-radius: ${design.radius.m};
  }
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  a {
    display: block;
  }
  a:focus-visible {
    outline-offset: -4px;
  }
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${design.space.xs};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${design.space.xxs};
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
  ${design.media.phone} {
    position: static;
    padding: 0 ${design.space.xs};
    background: ${design.color.surface};
    .arrow {
      display: none;
    }
  }
`;

const Round = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${design.touchTarget};
  height: ${design.touchTarget};
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.65);
  }
  ${design.media.phone} {
    background: transparent;
    color: ${design.color.text};
  }
`;

const Dot = styled.button`
  width: 28px;
  height: ${design.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    height: 4px;
    border-radius: 2px;
    background: rgba(255, 255, 255, 0.55);
  }
  &[aria-current='true']::before {
    background: #fff;
  }
  ${design.media.phone} {
    &::before {
      background: ${design.color.borderStrong};
    }
    &[aria-current='true']::before {
      background: ${design.color.primary};
    }
  }
`;

export interface HeroCarouselProps {
  slides: HeroSlide[];
  texts: HeroCarouselTexts;
  /** Reduced motion: no autoplay, no animated scrolling. */
  reducedMotion: boolean;
}

/** What the carousel asks of embla; run at once when embla is started, else once it is. */
type EmblaAction = (api: EmblaCarouselType) => void;

/**
 * Embla on the viewport, started on first need: `wake(action)` starts it (its module loads after
 * the first render, so it is usually there by then) and runs `action` on it. `embla` is
 * undefined until started. The viewport is a ref, not state: a state set from a ref callback is
 * set during the commit, and React would draw the carousel again and run every pending effect
 * of the page in that same long task.
 */
function useEmblaOnDemand(
  options: EmblaOptionsType,
): [
  RefObject<HTMLDivElement | null>,
  EmblaCarouselType | undefined,
  (action?: EmblaAction) => void,
] {
  const viewport = useRef<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const engine = useRef<typeof import('embla-carousel').default | null>(null);
  const wanted = useRef(false);
  const pending = useRef<EmblaAction | null>(null);
  const api = useRef<EmblaCarouselType | null>(null);
  const { loop, duration } = options;
  const settings = useRef<EmblaOptionsType>({ loop, duration });

  const start = useCallback(() => {
    const node = viewport.current;
    if (api.current || !engine.current || !node) return;
    api.current = engine.current(node, settings.current);
    setEmbla(api.current);
    const action = pending.current;
    pending.current = null;
    action?.(api.current);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      engine.current = EmblaCarousel;
      if (wanted.current) start();
    });
    return () => {
      cancelled = true;
    };
  }, [start]);

  // new options (the promotions arrived: one slide became several) start it again, if started
  useEffect(() => {
    settings.current = { loop, duration };
    if (!api.current) return;
    api.current.destroy();
    api.current = null;
    setEmbla(undefined);
    start();
  }, [loop, duration, start]);

  useEffect(
    () => () => {
      api.current?.destroy();
      api.current = null;
    },
    [],
  );

  const wake = useCallback(
    (action?: EmblaAction) => {
      if (api.current) {
        action?.(api.current);
        return;
      }
      wanted.current = true;
      if (action) pending.current = action;
      start();
    },
    [start],
  );
  return [viewport, embla, wake];
}

export function HeroCarousel({ slides, texts, reducedMotion }: HeroCarouselProps) {
  const [viewportRef, embla, wake] = useEmblaOnDemand({
    loop: slides.length > 1,
    duration: reducedMotion ? 1 : 25,
  });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const autoplayAllowed = useContext(CarouselAutoplay);
  const autoplay =
    autoplayAllowed && !reducedMotion && !paused && !hovered && !focused && slides.length > 1;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => wake((api) => api.scrollNext()), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [wake, autoplay]);

  const prev = useCallback(() => wake((api) => api.scrollPrev()), [wake]);
  const next = useCallback(() => wake((api) => api.scrollNext()), [wake]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  };

  const many = slides.length > 1;
  return (
    <Region
      aria-roledescription="carousel"
      aria-label={texts.heroLabel}
      onKeyDown={onKeyDown}
      // a pointer coming over it starts embla before the press, so a first swipe is a swipe
      onPointerEnter={() => wake()}
      onPointerDown={() => wake()}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        wake();
        setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-autoplay={autoplay ? 'on' : 'off'}
    >
      <Viewport ref={viewportRef}>
        <Track aria-live={autoplay ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(texts.slideLabel, { n: i + 1, total: slides.length })}
              inert={i !== selected}
            >
              <Link to={slide.to}>
                <Artwork
                  kind="banner"
                  code={slide.id}
                  title={slide.title}
                  subtitle={slide.subtitle}
                  {...(slide.promoKind
                    ? { identity: { of: 'promo' as const, kind: slide.promoKind } }
                    : {})}
                />
              </Link>
            </Slide>
          ))}
        </Track>
      </Viewport>
      {many ? (
        <Controls>
          <Round type="button" className="arrow" aria-label={texts.prevSlide} onClick={prev}>
            <ChevronLeft size={20} aria-hidden />
          </Round>
          {slides.map((slide, i) => (
            <Dot
              key={slide.id}
              type="button"
              aria-label={fill(texts.goToSlide, { n: i + 1 })}
              aria-current={i === selected}
              onClick={() => wake((api) => api.scrollTo(i))}
            />
          ))}
          <Round type="button" className="arrow" aria-label={texts.nextSlide} onClick={next}>
            <ChevronRight size={20} aria-hidden />
          </Round>
          {reducedMotion ? null : (
            <Round
              type="button"
              aria-label={paused ? texts.playSlides : texts.pauseSlides}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
            </Round>
          )}
        </Controls>
      ) : null}
    </Region>
  );
}
