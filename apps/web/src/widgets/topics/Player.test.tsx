import { type TopicSettings, widgetExtraPropertiesForClone } from '@tafino/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import { changeSettings, newWidgetData } from '../sdk/stored.ts';
import type { DataUpdater } from '../sdk/view-types.ts';
import climate from './content/climate-change.de.json';
import ocean from './content/ocean-pollution.de.json';
import type { TopicData } from './define-topic.ts';
import { TOPIC_DEFINITIONS } from './definitions.ts';
import { playerFor } from './Player.tsx';
import type { TopicPack } from './pack-schema.ts';
import { newAnswerOrders, shuffled } from './rules.ts';

type Type = 'OceanPollution' | 'ClimateChange';

// As registry.ts loads them (a test imports only its own folder and the SDK).
const DEFINITIONS = TOPIC_DEFINITIONS;
const getWidgetDefinition = (type: Type) => DEFINITIONS[type];

function Harness({
  type,
  pack,
  initial,
  seed,
}: {
  type: Type;
  pack: TopicPack;
  initial?: Partial<TopicData>;
  /** Seeds the SDK's random source (else crypto). */
  seed?: number;
}) {
  const definition = getWidgetDefinition(type);
  if (!definition) throw new Error(type);
  const fresh = newWidgetData(definition, 'PrimaryGradeLevel');
  const [data, setData] = useState<TopicData>({ ...(fresh.componentData as TopicData), ...initial });
  const [settings, setSettings] = useState(fresh.settings as unknown as TopicSettings);
  const onComponentDataChange: DataUpdater<TopicData> = (next) =>
    setData((previous) => (typeof next === 'function' ? next(previous) : next));
  const Player = playerFor(pack);
  const [sdk] = useState(() =>
    seed === undefined ? DEFAULT_WIDGET_SDK : { ...DEFAULT_WIDGET_SDK, random: seededRandom(seed) },
  );
  return (
    <WidgetSdkProvider value={sdk}>
      <output data-testid="state">{JSON.stringify(data)}</output>
      <Player
        widgetId="w-1"
        settings={settings}
        componentData={data}
        size={{ width: 560, height: 380 }}
        edition="PrimaryGradeLevel"
        soundEnabled={false}
        focused={false}
        locked={false}
        onComponentDataChange={onComponentDataChange}
        onSettingsChange={(patch) => setSettings((s) => ({ ...s, ...patch }))}
        onRequestFocus={vi.fn()}
      />
    </WidgetSdkProvider>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as TopicData;
const chip = (label: string) => screen.getAllByRole('button', { name: label }).find((b) => b.dataset.item)!;

describe('topic definitions', () => {
  it.each(['OceanPollution', 'ClimateChange'] as const)(
    '%s: catalogue defaults, live state and clone rule',
    (type) => {
      const definition = getWidgetDefinition(type)!;
      const data = newWidgetData(definition, 'SecondaryGradeLevel');
      expect(data.settings).toEqual({ startTab: 'discover', sortSetId: '', shuffleQuiz: true });
      expect(data.componentData).toEqual({
        tab: 'discover',
        cardIndex: 0,
        flipped: [],
        placements: {},
        quizAnswers: [],
        chipOrders: {},
        answerOrders: [],
      });
      // A new start tab is shown at once; the rest of the lesson stays.
      const played = { ...data, componentData: { ...data.componentData, cardIndex: 3, quizAnswers: [0, 1] } };
      expect(
        changeSettings(definition, played, { ...data.settings, startTab: 'quiz' }).componentData,
      ).toEqual({
        ...played.componentData,
        tab: 'quiz',
      });
      // Catalogue 1.2: a copy keeps the settings and starts the lesson afresh.
      const copy = widgetExtraPropertiesForClone(type, {
        widgetComponentData: {
          tab: 'quiz',
          cardIndex: 5,
          flipped: [1],
          placements: { a: 'b' },
          quizAnswers: [0],
        },
        widgetSettingsData: {
          ownerName: 'Ada',
          extraSettings: { startTab: 'sort', sortSetId: 'haltbarkeit', shuffleQuiz: false },
        },
      }) as {
        widgetComponentData?: unknown;
        widgetSettingsData: { ownerName: string; extraSettings: unknown };
      };
      expect(copy.widgetSettingsData.extraSettings).toEqual({
        startTab: 'sort',
        sortSetId: 'haltbarkeit',
        shuffleQuiz: false,
      });
      expect(copy.widgetSettingsData.ownerName).toBe('');
      expect(copy.widgetComponentData ?? {}).toEqual({});
    },
  );

  it('loads each pack with its view', async () => {
    const module = await getWidgetDefinition('ClimateChange')!.loadView();
    expect(module.View).toBe(playerFor(climate as TopicPack));
  });
});

describe('learning-card player', () => {
  it('Müll im Meer: "Weiter" twice, then a tap shows "Wusstest du?" with "450 Jahre"', () => {
    render(<Harness type="OceanPollution" pack={ocean as TopicPack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter ›' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter ›' }));
    const card = screen.getByTestId('topic-card');
    expect(card.textContent).toContain('Plastik hält sehr lange.');
    fireEvent.click(card);
    expect(card.textContent).toContain('Wusstest du?');
    expect(card.textContent).toContain('etwa 450 Jahre');
    expect(state()).toMatchObject({ cardIndex: 2, flipped: [2] });
  });

  it('sorts by tap-tap: "Apfelrest" into "Bio", "Prüfen" ticks it; a wrong chip returns', () => {
    render(<Harness type="OceanPollution" pack={ocean as TopicPack} initial={{ tab: 'sort' }} />);
    fireEvent.click(chip('Apfelrest'));
    fireEvent.click(screen.getByRole('button', { name: '„Apfelrest“ in „Bio“ legen' }));
    fireEvent.click(chip('Zeitung'));
    fireEvent.click(screen.getByRole('button', { name: '„Zeitung“ in „Glas“ legen' }));
    expect(state().placements).toEqual({ 'trennen-apfelrest': 'bio', 'trennen-zeitung': 'glas' });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('button', { name: 'Apfelrest, richtig' }).textContent).toContain('✓');
    expect(state().placements).toEqual({ 'trennen-apfelrest': 'bio' });
    expect(screen.getByTestId('topic-sort-status').textContent).toBe('1 richtig, 1 zurück zu den Karten.');
  });

  it('sorts by keyboard: Enter on a chip, then its basket number', () => {
    render(<Harness type="ClimateChange" pack={climate as TopicPack} initial={{ tab: 'sort' }} />);
    const water = chip('Leitungswasser trinken');
    water.focus();
    fireEvent.click(water); // Enter on a focused button clicks it
    expect(water.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(water, { key: '1' });
    expect(state().placements).toEqual({ 'klima-leitungswasser-trinken': 'gut-fuers-klima' });
    fireEvent.click(chip('den Fernseher im Stand-by lassen'));
    fireEvent.keyDown(chip('den Fernseher im Stand-by lassen'), { key: 'Escape' });
    expect(chip('den Fernseher im Stand-by lassen').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the durations in order, one chip per place, and shows the time of a right chip', () => {
    render(<Harness type="OceanPollution" pack={ocean as TopicPack} initial={{ tab: 'sort' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Was hält im Meer am längsten?' }));
    fireEvent.click(chip('Zeitung'));
    fireEvent.keyDown(chip('Zeitung'), { key: '1' });
    fireEvent.click(chip('Angelschnur'));
    fireEvent.keyDown(chip('Angelschnur'), { key: '1' });
    expect(state().placements).toEqual({ 'dauer-angelschnur': 'haltbarkeit.1' });
    fireEvent.click(chip('Zeitung'));
    fireEvent.keyDown(chip('Zeitung'), { key: '1' });
    fireEvent.click(chip('Angelschnur'));
    fireEvent.keyDown(chip('Angelschnur'), { key: '5' });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('button', { name: 'Zeitung, richtig' }).textContent).toContain('6 Wochen');
    expect(screen.getByRole('button', { name: 'Angelschnur, richtig' }).textContent).toContain('600 Jahre');
  });

  it('quiz: feedback per answer, then "… von 6 richtig" and "Nochmal"', () => {
    render(<Harness type="ClimateChange" pack={climate as TopicPack} initial={{ tab: 'quiz' }} />);
    const answers = (climate as TopicPack).quiz;
    for (const [index, question] of answers.entries()) {
      expect(screen.getByText(question.question)).toBeTruthy();
      const group = screen.getByRole('group', { name: question.question });
      const answer = index === 2 ? question.answers[1] : question.answers[0];
      fireEvent.click(within(group).getByRole('button', { name: new RegExp(answer.replace(/[()]/g, '.')) }));
      expect(
        screen.getByText(index === 2 ? `Leider nicht – richtig ist: ${question.answers[0]}` : 'Richtig!'),
      ).toBeTruthy();
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: index === 5 ? 'Ergebnis' : 'Weiter ›' }));
      });
    }
    expect(screen.getByTestId('topic-quiz-score').textContent).toBe('5 von 6 richtig');
    expect(state().quizAnswers).toEqual([0, 0, 1, 0, 0, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Nochmal' }));
    expect(state().quizAnswers).toEqual([]);
  });

  it("mixes the chips with the SDK's random source, saves the order at once and shows the saved one after a reload", () => {
    const pack = climate as TopicPack;
    const set = pack.sortSets[0]!;
    const ids = set.items.map((i) => i.id);
    const first = render(<Harness type="ClimateChange" pack={pack} initial={{ tab: 'sort' }} seed={42} />);
    const expected = shuffled(ids, seededRandom(42));
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('.topic-pool .topic-chip')].map((c) => c.dataset.item);
    expect(shown()).toEqual(expected);
    expect(state().chipOrders).toEqual({ [set.id]: expected });
    const saved = state();
    first.unmount();
    // A reload with another random source: the saved order stays.
    render(<Harness type="ClimateChange" pack={pack} initial={saved} seed={7} />);
    expect(shown()).toEqual(expected);
    expect(state().chipOrders).toEqual({ [set.id]: expected });
  });

  it('mixes the answers with the SDK\'s random source, saved before they are shown; "Nochmal" draws anew', () => {
    const pack = ocean as TopicPack;
    const counts = pack.quiz.map((q) => q.answers.length);
    const first = render(<Harness type="OceanPollution" pack={pack} initial={{ tab: 'quiz' }} seed={5} />);
    const expected = newAnswerOrders(counts, seededRandom(5));
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('.topic-answer')].map(
        (b) => b.lastElementChild?.textContent,
      );
    const question = pack.quiz[0]!;
    expect(shown()).toEqual(expected[0]!.map((i) => question.answers[i]));
    expect(state().answerOrders).toEqual(expected);
    const saved = state();
    first.unmount();
    render(<Harness type="OceanPollution" pack={pack} initial={saved} seed={99} />);
    expect(shown()).toEqual(expected[0]!.map((i) => question.answers[i]));
    // "Nochmal" draws the next orders from the same source, together with the empty answers.
    const done = { ...saved, quizAnswers: [0, 0, 0, 0, 0, 0] };
    cleanup();
    render(<Harness type="OceanPollution" pack={pack} initial={done} seed={11} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nochmal' }));
    expect(state().quizAnswers).toEqual([]);
    expect(state().answerOrders).toEqual(newAnswerOrders(counts, seededRandom(11)));
  });

  it('shows age and sources under "ⓘ Für Lehrkräfte"', () => {
    render(<Harness type="ClimateChange" pack={climate as TopicPack} />);
    fireEvent.click(screen.getByRole('tab', { name: 'ⓘ Für Lehrkräfte' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Für Klasse 3–6');
    expect(panel.textContent).toContain('IPCC AR6');
    expect(panel.textContent).toContain('Deutscher Wetterdienst');
  });
});
