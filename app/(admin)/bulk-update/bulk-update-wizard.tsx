'use client';

import { useState } from 'react';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { BulkChange, BulkChangeKind } from '@/lib/api/schemas/bulk-operations';
import type { SearchFilters } from './product-filter-form';
import { ApplyStep } from './apply-step';
import { JobApplyStep } from './job-apply-step';
import type { RunOutcome } from './batches';
import { ChooseOperationStep } from './choose-operation-step';
import { ChooseProductsStep, type ProductSet } from './choose-products-step';
import { EnterValuesStep } from './enter-values-step';
import { fieldsOf } from './operations';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';
import { PriceReviewStep } from './price-review-step';
import { PriceValuesStep, type PriceForm } from './price-values-step';
import { WizardSteps, type StepId } from './wizard-steps';

export interface OperationChoice {
  kind: BulkChangeKind;
  /** Field codes picked for "any field" (one) or "several fields". */
  fieldCodes: string[];
}

export interface EnteredValues {
  values: Record<string, string>;
  change: BulkChange;
  /** A price change's form as entered (going back shows it again). */
  priceForm?: PriceForm;
}

/**
 * The six steps. Everything chosen so far lives in this component's state (the product ids too, up
 * to 100,000): moving back keeps it, and nothing large ever goes into the URL.
 */
export function BulkUpdateWizard({
  metas,
  initialFilters,
  fromGrid,
}: {
  metas: AttributeMeta[];
  initialFilters: SearchFilters;
  fromGrid: boolean;
}) {
  const [step, setStep] = useState<StepId>('products');
  const [products, setProducts] = useState<ProductSet | null>(null);
  const [operation, setOperation] = useState<OperationChoice | null>(null);
  const [entered, setEntered] = useState<EnteredValues | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);

  const fields = operation ? fieldsOf(operation.kind, operation.fieldCodes, metas) : [];

  const restart = () => {
    setOperation(null);
    setEntered(null);
    setOutcome(null);
    setStep('operation');
  };

  return (
    <div className="space-y-4">
      <WizardSteps current={step} />
      {step === 'products' && (
        <ChooseProductsStep
          metas={metas}
          initialFilters={products?.filters ?? initialFilters}
          fromGrid={fromGrid && !products}
          onChosen={(set) => {
            setProducts(set);
            setStep('operation');
          }}
        />
      )}
      {step === 'operation' && products && (
        <ChooseOperationStep
          metas={metas}
          count={products.ids.length}
          initial={operation}
          onBack={() => setStep('products')}
          onChosen={(choice) => {
            if (choice.kind !== operation?.kind || choice.fieldCodes.join() !== operation.fieldCodes.join())
              setEntered(null);
            setOperation(choice);
            setStep('values');
          }}
        />
      )}
      {step === 'values' && operation?.kind === 'price' && products && (
        <PriceValuesStep
          count={products.ids.length}
          initial={entered?.priceForm}
          onBack={() => setStep('operation')}
          onEntered={(e) => {
            setEntered(e);
            setStep('review');
          }}
        />
      )}
      {step === 'values' && operation && operation.kind !== 'price' && products && (
        <EnterValuesStep
          kind={operation.kind}
          fields={fields}
          count={products.ids.length}
          initialValues={entered?.values}
          onBack={() => setStep('operation')}
          onEntered={(e) => {
            setEntered(e);
            setStep('review');
          }}
        />
      )}
      {step === 'review' && operation && products && entered?.change.kind === 'price' && (
        <PriceReviewStep
          price={entered.change.price}
          products={products}
          onBack={() => setStep('values')}
          onApply={() => setStep('apply')}
        />
      )}
      {step === 'review' && operation && products && entered && entered.change.kind !== 'price' && (
        <ReviewStep
          kind={operation.kind}
          fields={fields}
          products={products}
          values={entered.values}
          onBack={() => setStep('values')}
          onApply={() => setStep('apply')}
        />
      )}
      {step === 'apply' && products?.filters && entered && (
        <JobApplyStep
          filters={products.filters}
          count={products.ids.length}
          change={entered.change}
          onFinished={(o) => {
            setOutcome(o);
            setStep('result');
          }}
        />
      )}
      {step === 'apply' && products && !products.filters && entered && (
        <ApplyStep
          productIds={products.ids}
          change={entered.change}
          onFinished={(o) => {
            setOutcome(o);
            setStep('result');
          }}
        />
      )}
      {step === 'result' && products && outcome && operation && (
        <ResultStep products={products} outcome={outcome} kind={operation.kind} onAnother={restart} />
      )}
    </div>
  );
}
