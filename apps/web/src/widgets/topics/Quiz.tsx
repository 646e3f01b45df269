import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { stepMaxFont, useFittedStep } from './fit-step.ts';
import type { PlayerProps } from './Player.tsx';
import type { TopicPack } from './pack-schema.ts';
import { answerOrderOf, areAnswerOrders, newAnswerOrders, quizScore } from './rules.ts';

/**
 * "Quiz": one question, three mixed answers (44 px buttons, reachable by Tab and keys 1–3), the feedback
 * "Richtig!" / "Leider nicht – richtig ist: …", then "5 von 6 richtig" and "Nochmal". The given answers are
 * live state; the feedback of the last one is shown until "Weiter ›".
 */
export function Quiz({
  pack,
  widgetId,
  settings,
  componentData,
  onComponentDataChange,
  readOnly = false,
  size,
}: PlayerProps & { pack: TopicPack }) {
  const { t } = useTranslation();
  const answers = componentData.quizAnswers.slice(0, pack.quiz.length);
  const total = pack.quiz.length;
  // Which answered question still shows its feedback (not live state: a reload goes on to the next).
  const [feedbackFor, setFeedbackFor] = useState<number | null>(null);
  // The answers' mixed orders of the round: drawn with the SDK's randomness when the round starts (or
  // the first time the quiz is shown), saved at once, then read from the live state after a reload.
  const { random } = useWidgetSdk();
  const answerCounts = pack.quiz.map((q) => q.answers.length);
  const ordersSaved = areAnswerOrders(componentData.answerOrders, answerCounts);
  const drawn = useRef<number[][] | null>(null);
  if (!ordersSaved && (drawn.current === null || !areAnswerOrders(drawn.current, answerCounts)))
    drawn.current = newAnswerOrders(answerCounts, random);
  const orders = ordersSaved ? componentData.answerOrders : (drawn.current ?? []);
  const shuffle = settings.shuffleQuiz;
  useEffect(() => {
    const fresh = drawn.current;
    if (readOnly || ordersSaved || !shuffle || !fresh) return;
    onComponentDataChange((d) => (d.answerOrders.length > 0 ? d : { ...d, answerOrders: fresh }));
  }, [readOnly, ordersSaved, shuffle, onComponentDataChange]);
  const showing = feedbackFor !== null && feedbackFor === answers.length - 1 ? feedbackFor : null;
  const current = showing ?? answers.length;
  // The step fits the frame: question, answers and feedback in one font size, fitted per question.
  const { ref: fitRef, fontSize } = useFittedStep<HTMLDivElement>(
    `${current}|${showing !== null}|${current >= total}`,
    stepMaxFont(size, 0.06),
  );

  if (current >= total) {
    const score = quizScore(answers);
    return (
      <div ref={fitRef} className="topic-quiz topic-quiz--done" style={{ fontSize }}>
        <p className="topic-quiz__score" data-testid="topic-quiz-score" aria-live="polite">
          {t('widgets.topics.quiz.score', { correct: score, total })}
        </p>
        {!readOnly && (
          <button
            type="button"
            className="topic-btn"
            onClick={() => {
              setFeedbackFor(null);
              // A new round with newly mixed answers, saved before it is shown.
              const mixed = newAnswerOrders(answerCounts, random);
              onComponentDataChange((d) => ({ ...d, quizAnswers: [], answerOrders: mixed }));
            }}
          >
            {t('widgets.topics.quiz.again')}
          </button>
        )}
      </div>
    );
  }

  const question = pack.quiz[current];
  if (!question) return null;
  const order = answerOrderOf(orders[current], question.answers.length, shuffle);
  const given = showing !== null ? answers[showing] : undefined;
  const choose = (answer: number) => {
    if (readOnly || showing !== null) return;
    setFeedbackFor(current);
    onComponentDataChange((d) =>
      d.quizAnswers.length === current ? { ...d, quizAnswers: [...d.quizAnswers, answer] } : d,
    );
  };
  return (
    <div ref={fitRef} className="topic-quiz" style={{ fontSize }}>
      <p className="topic-quiz__progress">{t('widgets.topics.quiz.progress', { n: current + 1, total })}</p>
      <p className="topic-quiz__question" id={`${widgetId}-question`}>
        {question.question}
      </p>
      <fieldset
        className="topic-quiz__answers"
        aria-labelledby={`${widgetId}-question`}
        onKeyDown={(event) => {
          const n = Number(event.key);
          if (given === undefined && Number.isInteger(n) && n >= 1 && n <= order.length) {
            event.preventDefault();
            choose(order[n - 1] as number);
          }
        }}
      >
        {order.map((answer, position) => {
          const state =
            given === undefined ? undefined : answer === 0 ? 'right' : answer === given ? 'wrong' : 'other';
          return (
            <button
              key={answer}
              type="button"
              className="topic-answer"
              data-state={state}
              aria-pressed={given === answer}
              aria-keyshortcuts={String(position + 1)}
              disabled={readOnly || (given !== undefined && state === 'other')}
              onClick={() => choose(answer)}
            >
              <span className="topic-answer__mark" aria-hidden="true">
                {state === 'right' ? '✓' : state === 'wrong' ? '✗' : String(position + 1)}
              </span>
              <span>{question.answers[answer]}</span>
            </button>
          );
        })}
      </fieldset>
      <div className="topic-quiz__feedback" aria-live="polite">
        {given !== undefined && (
          <>
            <p className={`topic-quiz__verdict topic-quiz__verdict--${given === 0 ? 'right' : 'wrong'}`}>
              {given === 0
                ? t('widgets.topics.quiz.right')
                : t('widgets.topics.quiz.wrong', { answer: question.answers[0] })}
            </p>
            {!readOnly && (
              <button
                type="button"
                className="topic-btn"
                // biome-ignore lint/a11y/noAutofocus: the next step after an answer, for keyboard users.
                autoFocus
                onClick={() => setFeedbackFor(null)}
              >
                {current + 1 < total ? t('widgets.topics.quiz.next') : t('widgets.topics.quiz.result')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
